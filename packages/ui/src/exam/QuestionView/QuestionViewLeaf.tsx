import {
  blankAnswersOf,
  blankCredit,
  formatNumeric,
  gradeNumeric,
  isBlankCorrect,
  readNumeric,
  type LeafContent,
  type LeafVerdicts,
  type PublicLeafContent,
} from "@finedu/domain";
import { Fragment, type ChangeEvent } from "react";
import { Button } from "../../Button";
import { CodeEditor } from "../../CodeEditor";
import { ExamMarkdown } from "../internal/ExamMarkdown";
import { optionLetter, type LeafResponse } from "../internal/examText";
import {
  QuestionViewBlankInput,
  QuestionViewClear,
  QuestionViewBlankList,
  QuestionViewNote,
  QuestionViewNumeric,
  QuestionViewNumericReading,
  QuestionViewOption,
  QuestionViewOptionLetter,
  QuestionViewOptionMark,
  QuestionViewOptions,
  QuestionViewTextarea,
} from "./QuestionView.styles";
import { numericLabelsOf, type QuestionViewLabels } from "./questionViewLabels";

export interface QuestionViewLeafProps {
  /** The stem (markdown); a blank question places its inputs in it. */
  stem: string;
  /** Id given to the rendered stem, which names the inputs. */
  stemId: string;
  /** The question as the student sees it. */
  content: PublicLeafContent;
  /** The response (controlled). */
  value: LeafResponse;
  /** Called with the new response. */
  onChange?: (value: LeafResponse) => void;
  /** No answering (submitted, time over, result mode). */
  disabled: boolean;
  /** Name shared by the radio buttons of this question. */
  name: string;
  labels: QuestionViewLabels;
  /** Result mode: the key, to mark options and blanks. */
  answerKey?: LeafContent;
  /**
   * Result mode: the verdicts the server stored when it graded (each blank, the numeric credit, each picked option);
   * shown as given. Without them (an answer graded before they were stored) the marks are worked out from the key
   * with the server's rules (@finedu/domain).
   */
  verdicts?: LeafVerdicts | null;
  /** `plain` shows a textarea instead of Monaco (tests, long lists). */
  codeEngine: "monaco" | "plain";
}

/** Radios cannot be unchecked: this takes a single choice or judge answer back to unanswered. */
function ClearChoice({
  label,
  onClear,
}: {
  label: string | undefined;
  onClear: () => void;
}) {
  return (
    <QuestionViewClear>
      <Button size="small" variant="link" onClick={onClear}>
        {label}
      </Button>
    </QuestionViewClear>
  );
}

const stringOf = (value: LeafResponse): string =>
  typeof value === "string" ? value : "";
const listOf = (value: LeafResponse): string[] =>
  Array.isArray(value) ? value : [];

/** The stem and the response input of one leaf question (single, multiple, judge, blank, numeric, short, program). */
export function QuestionViewLeaf({
  stem,
  stemId,
  content,
  value,
  onChange,
  disabled,
  name,
  labels,
  answerKey,
  verdicts,
  codeEngine,
}: QuestionViewLeafProps) {
  const readOnly = disabled || onChange === undefined;
  switch (content.type) {
    case "single":
    case "multiple": {
      const multiple = content.type === "multiple";
      const picked = multiple ? listOf(value) : [stringOf(value)];
      const keys =
        answerKey?.type === "single"
          ? [answerKey.answer]
          : answerKey?.type === "multiple"
          ? answerKey.answer
          : undefined;
      // Moodle's per-answer feedback: shown with the key (a published review) for each picked option that has some.
      const keyOptions =
        answerKey?.type === "single" || answerKey?.type === "multiple"
          ? answerKey.options
          : [];
      const feedbackOf = (picks: string[]) =>
        content.options.flatMap((option, index) => {
          const feedback = picks.includes(option.key)
            ? keyOptions.find((o) => o.key === option.key)?.feedback
            : undefined;
          return feedback ? [{ letter: optionLetter(index), feedback }] : [];
        });
      const toggle = (key: string, event: ChangeEvent<HTMLInputElement>) => {
        if (!multiple) return onChange?.(key);
        const next = event.target.checked
          ? [...picked.filter((k) => k !== key), key]
          : picked.filter((k) => k !== key);
        // Keep the display order, so the same picks always make the same response.
        onChange?.(
          content.options
            .map((option) => option.key)
            .filter((k) => next.includes(k))
        );
      };
      return (
        <>
          <ExamMarkdown id={stemId} source={stem} />
          <QuestionViewOptions
            role={multiple ? "group" : "radiogroup"}
            aria-labelledby={stemId}
          >
            {content.options.map((option, index) => {
              const isKey = keys ? keys.includes(option.key) : undefined;
              const isPicked = picked.includes(option.key);
              // A pick's verdict as the server stored it; from the key for an answer graded before verdicts were kept.
              const stored = isPicked
                ? verdicts?.picks?.[option.key]
                : undefined;
              const pickRight =
                stored ?? (isPicked && isKey !== undefined ? isKey : undefined);
              return (
                <QuestionViewOption
                  key={option.key}
                  data-disabled={readOnly || undefined}
                  data-key={isKey === undefined ? undefined : String(isKey)}
                  data-picked={isPicked || undefined}
                  data-verdict={
                    pickRight === undefined
                      ? undefined
                      : pickRight
                      ? "correct"
                      : "incorrect"
                  }
                >
                  <input
                    type={multiple ? "checkbox" : "radio"}
                    name={name}
                    value={option.key}
                    checked={isPicked}
                    disabled={disabled}
                    onChange={(event) => toggle(option.key, event)}
                  />
                  <QuestionViewOptionLetter>
                    {optionLetter(index)}.
                  </QuestionViewOptionLetter>
                  <ExamMarkdown source={option.text} inline />
                  {(isKey === true || pickRight !== undefined) && (
                    <QuestionViewOptionMark>
                      {isKey === true || pickRight === true
                        ? `✓ ${labels.correctAnswer}`
                        : `✗ ${labels.incorrect}`}
                    </QuestionViewOptionMark>
                  )}
                </QuestionViewOption>
              );
            })}
          </QuestionViewOptions>
          {feedbackOf(picked).map(({ letter, feedback }) => (
            <QuestionViewNote key={letter}>
              {labels.answerFeedback(letter, feedback)}
            </QuestionViewNote>
          ))}
          {!multiple &&
            !readOnly &&
            typeof value === "string" &&
            value !== "" && (
              <ClearChoice
                label={labels.clearChoice}
                onClear={() => onChange?.(null)}
              />
            )}
        </>
      );
    }
    case "judge": {
      const key = answerKey?.type === "judge" ? answerKey.answer : undefined;
      return (
        <>
          <ExamMarkdown id={stemId} source={stem} />
          <QuestionViewOptions role="radiogroup" aria-labelledby={stemId}>
            {[true, false].map((choice) => (
              <QuestionViewOption
                key={String(choice)}
                data-disabled={readOnly || undefined}
                data-key={
                  key === undefined ? undefined : String(key === choice)
                }
                data-picked={value === choice || undefined}
              >
                <input
                  type="radio"
                  name={name}
                  value={String(choice)}
                  checked={value === choice}
                  disabled={disabled}
                  onChange={() => onChange?.(choice)}
                />
                <span>{choice ? labels.judgeTrue : labels.judgeFalse}</span>
                {key !== undefined && (key === choice || value === choice) && (
                  <QuestionViewOptionMark>
                    {key === choice
                      ? `✓ ${labels.correctAnswer}`
                      : `✗ ${labels.incorrect}`}
                  </QuestionViewOptionMark>
                )}
              </QuestionViewOption>
            ))}
          </QuestionViewOptions>
          {!readOnly && typeof value === "boolean" && (
            <ClearChoice
              label={labels.clearChoice}
              onClear={() => onChange?.(null)}
            />
          )}
        </>
      );
    }
    case "blank": {
      const answers = blankAnswersOf(value, content.blank_count);
      // The server's verdict as stored; for an answer graded before verdicts were kept, the server's rule (@finedu/domain).
      const markOf = (index: number): "correct" | "incorrect" | undefined => {
        const stored = verdicts?.blanks?.[index];
        if (stored !== undefined) return stored ? "correct" : "incorrect";
        if (answerKey?.type !== "blank") return undefined;
        return isBlankCorrect(
          answers[index] ?? "",
          answerKey.blanks[index]?.alternatives ?? [],
          answerKey,
          answerKey.blanks[index]?.credits
        )
          ? "correct"
          : "incorrect";
      };
      const inputs = answers.map((answer, index) => (
        <QuestionViewBlankInput
          key={index}
          aria-label={labels.blank(index + 1)}
          aria-describedby={stemId}
          value={answer}
          disabled={disabled}
          readOnly={readOnly}
          data-mark={markOf(index)}
          autoComplete="off"
          onChange={(event) => {
            const next = [...answers];
            next[index] = event.target.value;
            onChange?.(next);
          }}
        />
      ));
      // Moodle's per-answer feedback: the matched alternative's, for each blank whose key has some.
      const blankFeedback = answers.flatMap((answer, index) => {
        const blank =
          answerKey?.type === "blank" ? answerKey.blanks[index] : undefined;
        if (!blank?.feedback || answerKey?.type !== "blank") return [];
        const { matched } = blankCredit(answer, blank, answerKey);
        const feedback = matched === null ? undefined : blank.feedback[matched];
        return feedback ? [{ index, feedback }] : [];
      });
      return (
        <>
          <ExamMarkdown
            id={stemId}
            source={stem}
            slots={inputs}
            renderUnplaced={(rest) => (
              <QuestionViewBlankList aria-label={labels.blanksList}>
                {rest.map(({ index, node }) => (
                  <li key={index}>
                    <span aria-hidden="true">{labels.blank(index + 1)}</span>
                    {node}
                  </li>
                ))}
              </QuestionViewBlankList>
            )}
          />
          {blankFeedback.map(({ index, feedback }) => (
            <QuestionViewNote key={index}>
              {labels.answerFeedback(labels.blank(index + 1), feedback)}
            </QuestionViewNote>
          ))}
        </>
      );
    }
    // A calculated question is answered as a numeric one: the student's values are already in the stem.
    case "calculated":
    case "numeric": {
      const l = numericLabelsOf(labels);
      const text = stringOf(value);
      const reading = readNumeric(text, content);
      // The credit the server stored; for an answer graded before verdicts were kept, the server's rule (@finedu/domain).
      const credit =
        verdicts?.numeric?.credit ??
        (answerKey?.type === "numeric"
          ? gradeNumeric(text, answerKey).credit
          : undefined);
      const readingId = `${stemId}-reading`;
      const hints = [
        content.units.length > 0
          ? l.units(content.units.map((unit) => unit.name).join("、"))
          : "",
        content.unit_required ? l.unitRequired : "",
        content.precision ? l.precision(content.precision) : "",
      ].filter((hint) => hint !== "");
      const readingText = reading.ok
        ? l.understood(
            `${formatNumeric(reading.number)}${
              reading.unit === null ? "" : ` ${reading.unit}`
            }`,
            reading.value === reading.number
              ? null
              : formatNumeric(reading.value)
          )
        : l.notUnderstood(reading.reason, reading.unit ?? null);
      return (
        <>
          <ExamMarkdown id={stemId} source={stem} />
          <QuestionViewNumeric>
            <QuestionViewBlankInput
              aria-label={l.answer}
              aria-describedby={`${stemId} ${readingId}`}
              placeholder={readOnly ? undefined : l.placeholder}
              inputMode="decimal"
              value={text}
              disabled={disabled}
              readOnly={readOnly}
              data-mark={
                credit === undefined
                  ? undefined
                  : credit >= 1
                  ? "correct"
                  : "incorrect"
              }
              autoComplete="off"
              onChange={(event) => onChange?.(event.target.value)}
            />
            {hints.length > 0 && (
              <QuestionViewNote>{hints.join("；")}</QuestionViewNote>
            )}
          </QuestionViewNumeric>
          <QuestionViewNumericReading
            id={readingId}
            role="status"
            data-state={reading.ok ? "understood" : "not-understood"}
          >
            {text.trim() === "" ? "" : readingText}
          </QuestionViewNumericReading>
        </>
      );
    }
    case "short":
      return (
        <>
          <ExamMarkdown id={stemId} source={stem} />
          <QuestionViewTextarea
            aria-label={labels.shortAnswer}
            aria-describedby={stemId}
            placeholder={labels.shortPlaceholder}
            value={stringOf(value)}
            disabled={disabled}
            readOnly={readOnly}
            rows={8}
            onChange={(event) => onChange?.(event.target.value)}
          />
        </>
      );
    case "program":
      return (
        <>
          <ExamMarkdown id={stemId} source={stem} />
          <CodeEditor
            label={labels.code}
            value={typeof value === "string" ? value : content.template}
            onChange={readOnly ? undefined : (code) => onChange?.(code)}
            readOnly={readOnly}
            minLines={8}
            engine={codeEngine}
          />
          {content.test_count > 0 && answerKey === undefined && (
            <QuestionViewNote>
              {labels.programTests(content.test_count)}
            </QuestionViewNote>
          )}
        </>
      );
    default:
      content satisfies never;
      return <Fragment />;
  }
}
