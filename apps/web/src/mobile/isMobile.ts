const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** SPEC §9: width 768 or less, or 770 or less with a mobile agent, or 765 or less. */
export function isMobile(width: number, userAgent: string): boolean {
  return width <= 765 || width <= 768 || (width <= 770 && MOBILE_AGENT.test(userAgent));
}
