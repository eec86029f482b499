// Lets code outside React components (the save flow) change route through the app's router.
let navigateImpl: ((path: string) => void) | null = null;

export function setNavigate(navigate: ((path: string) => void) | null): void {
  navigateImpl = navigate;
}

export function navigateTo(path: string): void {
  navigateImpl?.(path);
}
