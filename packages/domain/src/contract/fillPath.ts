// Internal to the contract (not re-exported): the one filler of `:params` for every paths table.
/** Fill the `:params` of call `name`'s path (shared by every paths table of the contract). */
export function fillPath(name: string, path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs :${key}`);
    return encodeURIComponent(String(value));
  });
}
