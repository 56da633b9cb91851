/** Whole seconds as minutes and seconds: 272 gives "4:32", 300 gives "5:00", 9 gives "0:09". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
