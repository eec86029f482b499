import { describe, expect, it } from 'vitest';
import { popupState, type PopupWindow } from './widgetSignIn';

function popup(href: string | (() => string), closed = false): PopupWindow {
  return {
    closed,
    get location() {
      return {
        get href() {
          return typeof href === 'string' ? href : href();
        },
      };
    },
    close() {},
  };
}

describe('the widget sign-in popup', () => {
  it('is pending at the provider, whose address cannot be read from here', () => {
    const crossOrigin = () => {
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    };
    expect(popupState(popup(crossOrigin))).toBe('pending');
    expect(popupState(popup('https://editor.example/google/login?next=%2F%3Fopenwidget%3D1'))).toBe(
      'pending',
    );
  });

  it('is signed in once back on the widget marker, and closed when the person closed it', () => {
    expect(popupState(popup('https://editor.example/lienzo/?openwidget=1'))).toEqual({
      signedIn: { firstLogin: false },
    });
    expect(popupState(popup('https://editor.example/?openwidget=1', true))).toBe('closed');
  });

  it("says when the sign-in was the account's first, for the account-created modal", () => {
    expect(popupState(popup('https://editor.example/?openwidget=1&first_login=1'))).toEqual({
      signedIn: { firstLogin: true },
    });
  });

  it('fails with the reason when the sign-in came back with an error', () => {
    expect(popupState(popup('https://editor.example/?signin_error=denied'))).toEqual({ failed: 'denied' });
    expect(popupState(popup('about:blank'))).toBe('pending');
  });
});
