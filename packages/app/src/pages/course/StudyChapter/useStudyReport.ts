import { useEffect, useRef, type RefObject } from 'react';
import { STUDY_RULES, type ReadChapterResult, type ReadingReport } from '@finedu/domain';

export interface UseStudyReportOptions {
  /** The section being read; `null` or `enabled: false` reports nothing (staff previewing, not loaded yet). */
  chapterId: number | null;
  enabled: boolean;
  /** An element at the end of the section: once it has been in view, the student read to the end. */
  endRef: RefObject<HTMLElement | null>;
  /** The element holding the section's media: its videos' `timeupdate` tells how much was watched. */
  mediaRef: RefObject<HTMLElement | null>;
  /** Sends one report (the course's `readChapter`). */
  send: (chapterId: number, report: ReadingReport) => Promise<ReadChapterResult>;
  onResult: (result: ReadChapterResult) => void;
  onError: (error: unknown) => void;
}

/** The share of a video actually played (seeking to the end does not count), 0…1. */
function watchedFraction(video: HTMLVideoElement): number {
  const duration = video.duration;
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  const played = video.played as TimeRanges | undefined;
  if (!played || played.length === 0) return 0;
  let seconds = 0;
  for (let i = 0; i < played.length; i += 1) seconds += played.end(i) - played.start(i);
  return Math.min(1, seconds / duration);
}

/**
 * Reports the reading of a section to the server: on open, then a heartbeat every `STUDY_RULES.heartbeatMs` only
 * while the tab is visible, when the end of the section comes into view, when the video passes the watched share,
 * when the tab is hidden and when the section is left. The server credits the time and decides "learned".
 */
export function useStudyReport({ chapterId, enabled, endRef, mediaRef, send, onResult, onError }: UseStudyReportOptions): void {
  // The callbacks change every render; the reporting of one section must not restart because of them.
  const callbacks = useRef({ send, onResult, onError });
  callbacks.current = { send, onResult, onError };

  useEffect(() => {
    if (!enabled || chapterId === null) return;
    let visibleSince: number | null = document.visibilityState === 'visible' ? Date.now() : null;
    let pendingMs = 0;
    let reachedEnd = false;
    let videoFraction: number | undefined;

    const collect = () => {
      const now = Date.now();
      if (visibleSince !== null) {
        pendingMs += now - visibleSince;
        visibleSince = now;
      }
      const ms = Math.min(Math.round(pendingMs), 3_600_000);
      pendingMs = 0;
      return ms;
    };
    const flush = () => {
      const report: ReadingReport = { visible_ms: collect(), reached_end: reachedEnd, ...(videoFraction === undefined ? {} : { video_fraction: videoFraction }) };
      callbacks.current.send(chapterId, report).then(
        (result) => callbacks.current.onResult(result),
        (error: unknown) => callbacks.current.onError(error),
      );
    };

    flush();
    const heartbeat = window.setInterval(() => {
      if (document.visibilityState === 'visible') flush();
    }, STUDY_RULES.heartbeatMs);

    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        visibleSince = Date.now();
        return;
      }
      // Hidden: report the time seen so far, then stop the clock until the tab is visible again.
      flush();
      visibleSince = null;
    };
    document.addEventListener('visibilitychange', onVisibility);

    let observer: IntersectionObserver | undefined;
    const end = endRef.current;
    if (end && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => {
        if (reachedEnd || !entries.some((entry) => entry.isIntersecting)) return;
        reachedEnd = true;
        observer?.disconnect();
        flush();
      });
      observer.observe(end);
    }

    const media = mediaRef.current;
    const onTimeUpdate = (event: Event) => {
      if (!(event.target instanceof HTMLVideoElement)) return;
      const fraction = watchedFraction(event.target);
      if (fraction <= (videoFraction ?? 0)) return;
      const crossed = (videoFraction ?? 0) < STUDY_RULES.videoWatchedFraction && fraction >= STUDY_RULES.videoWatchedFraction;
      videoFraction = fraction;
      if (crossed) flush();
    };
    // `timeupdate` does not bubble: listen in the capture phase for every video of the section.
    media?.addEventListener('timeupdate', onTimeUpdate, true);

    return () => {
      window.clearInterval(heartbeat);
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
      media?.removeEventListener('timeupdate', onTimeUpdate, true);
      // Leaving the section: the time since the last heartbeat still counts.
      if (visibleSince !== null || pendingMs > 0) flush();
    };
  }, [enabled, chapterId, endRef, mediaRef]);
}
