import { describe, expect, it } from 'vitest';
import { postStatus, type DeliveryState } from './post-status';

const waiting: DeliveryState = { status: 'pending', attempts: 0, lease_until: null };
const held: DeliveryState = { status: 'pending', attempts: 1, lease_until: '2030-01-01T10:02:00.000Z' };
const retrying: DeliveryState = { status: 'pending', attempts: 2, lease_until: null };
const delivered: DeliveryState = { status: 'delivered', attempts: 1, lease_until: null };
const failed: DeliveryState = { status: 'failed', attempts: 8, lease_until: null };
const cancelled: DeliveryState = { status: 'cancelled', attempts: 0, lease_until: null };

describe('a scheduled post’s status', () => {
  it('follows its deliveries', () => {
    expect(postStatus('scheduled', [waiting, waiting])).toBe('scheduled');
    expect(postStatus('scheduled', [waiting, held])).toBe('publishing');
    expect(postStatus('scheduled', [retrying])).toBe('publishing');
    expect(postStatus('scheduled', [delivered, waiting])).toBe('publishing');
    expect(postStatus('scheduled', [failed, retrying])).toBe('publishing');
    expect(postStatus('scheduled', [delivered, delivered])).toBe('published');
    expect(postStatus('scheduled', [delivered, failed])).toBe('failed');
    expect(postStatus('scheduled', [delivered, cancelled])).toBe('published');
    expect(postStatus('scheduled', [cancelled, cancelled])).toBe('cancelled');
    expect(postStatus('scheduled', [])).toBe('cancelled');
  });

  it('is cancelled once the person cancelled it, whatever was already published', () => {
    expect(postStatus('cancelled', [cancelled])).toBe('cancelled');
    expect(postStatus('cancelled', [delivered, cancelled])).toBe('cancelled');
  });
});
