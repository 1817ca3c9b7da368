const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

/** A short browser label for the sign-in history, e.g. `Chrome 126`. */
export function browserOf(userAgent: string): string {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1] ?? ''}`.trim();
  }
  if (userAgent === '') return 'unknown';
  return userAgent.split(/[ /]/)[0]?.slice(0, 32) ?? 'unknown';
}
