import { GeneratePaperResult, type StorageLike } from '@finedu/domain';

/** sessionStorage key under which the paper page hands a generated draft to GeneratorPreview (same tab). */
export const GENERATOR_HANDOVER_KEY = 'finedu.exam.generated-paper.v1';

/** Where "back to edit" and "save" return: the paper page the draft came from. */
export type PaperRouteName = 'AdminPaper' | 'EduPaper';

export interface GeneratorHandover {
  result: GeneratePaperResult;
  returnRoute: PaperRouteName;
  /** ISO time the draft was generated. */
  createdAt: string;
}

const sessionStore = (): StorageLike | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings): the preview then shows its empty state.
    return null;
  }
};

/** Stores the draft for the preview; false when the browser refuses (quota, disabled storage). */
export function handOverGeneratedPaper(result: GeneratePaperResult, returnRoute: PaperRouteName, storage: StorageLike | null = sessionStore()): boolean {
  if (!storage) return false;
  const handover: GeneratorHandover = { result, returnRoute, createdAt: new Date().toISOString() };
  try {
    storage.setItem(GENERATOR_HANDOVER_KEY, JSON.stringify(handover));
    return true;
  } catch {
    return false;
  }
}

/** The handed-over draft, or null when there is none or it is not a valid `GeneratePaperResult` (stale or tampered). */
export function readGeneratedPaper(storage: StorageLike | null = sessionStore()): GeneratorHandover | null {
  const raw = storage?.getItem(GENERATOR_HANDOVER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof GeneratorHandover, unknown>>;
    const result = GeneratePaperResult.safeParse(parsed.result);
    const returnRoute = parsed.returnRoute === 'AdminPaper' || parsed.returnRoute === 'EduPaper' ? parsed.returnRoute : null;
    if (!result.success || !returnRoute) return null;
    return { result: result.data, returnRoute, createdAt: typeof parsed.createdAt === 'string' ? parsed.createdAt : '' };
  } catch {
    return null;
  }
}

export function clearGeneratedPaper(storage: StorageLike | null = sessionStore()): void {
  storage?.removeItem(GENERATOR_HANDOVER_KEY);
}
