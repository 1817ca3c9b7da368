import { useMemo, useState } from 'react';
import { merkleLevels, merkleProof, verifyMerkleProof, type BlockLabAttempt } from '@finedu/domain';
import { Card, FormField, MerkleProofView, Select, merkleProofViewLabelsEnUS, type MerkleProofStep } from '@finedu/ui';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { Note, SectionTitle, Stack } from './labStyles';

/** Merkle 证明: a block and one of its transactions; the proof path, verified step by step against the header's root. */
export function MerklePanel({ attempt, txId }: { attempt: BlockLabAttempt; txId: string | null }) {
  const t = useT();
  const en = useLocale().locale === 'en-US';
  const withTxs = attempt.blocks.filter((block) => block.tx_ids.length > 0);
  const initial = txId ? withTxs.find((block) => block.tx_ids.includes(txId)) : undefined;
  const [height, setHeight] = useState<number | null>(initial?.height ?? withTxs[0]?.height ?? null);
  const block = withTxs.find((item) => item.height === height) ?? withTxs[0];
  const [leafIndex, setLeaf] = useState<number | null>(initial && txId ? initial.tx_ids.indexOf(txId) : null);
  const [currentStep, setStep] = useState(-1);

  const tree = useMemo(() => {
    if (!block) return null;
    const levels = merkleLevels(block.tx_ids);
    if (leafIndex === null || leafIndex >= block.tx_ids.length) return { levels, steps: [] as MerkleProofStep[], valid: null as boolean | null };
    const verification = verifyMerkleProof(merkleProof(block.tx_ids, leafIndex), block.merkle_root);
    const steps = verification.steps.map((step) => ({ left: step.position === 'left' ? step.sibling : step.input, right: step.position === 'left' ? step.input : step.sibling, result: step.output }));
    return { levels, steps, valid: verification.valid };
  }, [block, leafIndex]);

  if (!block || !tree) return <Note>{t('blockLab.tamper.noBlocks')}</Note>;
  const done = leafIndex !== null && currentStep >= tree.steps.length - 1;
  return (
    <Card>
      <Stack>
        <SectionTitle>{t('blockLab.tab.merkle')}</SectionTitle>
        <Note>{t('blockLab.merkle.pick')}</Note>
        <FormField label={t('blockLab.merkle.block')}>
          <Select
            value={String(block.height)}
            options={withTxs.map((item) => ({ value: String(item.height), label: t('blockLab.merkle.blockOption', { height: item.height, count: item.tx_ids.length }) }))}
            onChange={(event) => {
              setHeight(Number(event.target.value));
              setLeaf(null);
              setStep(-1);
            }}
          />
        </FormField>
        <MerkleProofView
          leaves={block.tx_ids.map((id) => ({ label: id.slice(0, 8), hash: id }))}
          levels={tree.levels.slice(1)}
          leafIndex={leafIndex}
          onSelectLeaf={(index) => {
            setLeaf(index);
            setStep(-1);
          }}
          steps={tree.steps}
          currentStep={currentStep}
          onStepChange={setStep}
          verified={done ? tree.valid : null}
          expectedRoot={block.merkle_root}
          labels={en ? merkleProofViewLabelsEnUS : undefined}
        />
      </Stack>
    </Card>
  );
}
