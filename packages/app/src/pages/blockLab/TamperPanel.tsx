import { useMemo, useState } from 'react';
import { tamperTransaction, type BlockLabAttempt, type BlockLabForkAnswer, type BlockLabForkInput } from '@finedu/domain';
import { BlockChainView, Button, Card, FormAlert, FormField, Select, TextInput, blockChainViewLabelsEnUS } from '@finedu/ui';
import { toQueryError } from '../../hooks/useQuery';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { blockMarks, chainView, heightsOf, nodeChecks, orgNamer, transitionLabel, validateCopy } from './labModel';
import { Banner, Note, Row, SectionTitle, Stack, TableScroll } from './labStyles';

interface Edit {
  txId: string;
  field: string;
  value: string;
}

/**
 * 篡改实验: edit a field of a transaction in an old block of a local copy; validateChain marks its block's hash and
 * every later link invalid; the nodes (checkFork) give their verdict, and re-mine the copy from that block on.
 */
export function TamperPanel({ attempt, checkFork }: { attempt: BlockLabAttempt; checkFork: (body: BlockLabForkInput) => Promise<BlockLabForkAnswer> }) {
  const t = useT();
  const en = useLocale().locale === 'en-US';
  const name = orgNamer(attempt);
  const heights = heightsOf(attempt.blocks);
  const candidates = attempt.transactions.filter((tx) => heights.has(tx.id));
  const [txId, setTxId] = useState(candidates[0]?.id ?? '');
  const tx = candidates.find((item) => item.id === txId) ?? candidates[0];
  const fieldKeys = tx ? Object.keys(tx.fields) : [];
  const [field, setField] = useState('');
  const fieldKey = fieldKeys.includes(field) ? field : (fieldKeys[0] ?? '');
  const [value, setValue] = useState('');
  const [edit, setEdit] = useState<Edit | null>(null);
  const [answer, setAnswer] = useState<BlockLabForkAnswer | null>(null);
  const [repairFrom, setRepairFrom] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const copy = useMemo(() => {
    if (!edit) return { transactions: attempt.transactions, height: null as number | null };
    const transactions = attempt.transactions.map((item) => {
      if (item.id !== edit.txId) return item;
      const original = item.fields[edit.field];
      const next = typeof original === 'number' && edit.value.trim() !== '' && Number.isFinite(Number(edit.value)) ? Number(edit.value) : edit.value;
      return tamperTransaction(item, { [edit.field]: next });
    });
    return { transactions, height: heights.get(edit.txId) ?? null };
  }, [attempt, edit]);
  const validation = useMemo(() => validateCopy(attempt, attempt.blocks, copy.transactions), [attempt, copy]);

  if (attempt.read_only) return <Note>{t('blockLab.tamper.readOnly')}</Note>;
  if (!tx) return <Note>{t('blockLab.tamper.noBlocks')}</Note>;

  const ask = async (repair: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const body: BlockLabForkInput = { blocks: attempt.blocks, transactions: copy.transactions };
      if (repair && copy.height !== null) body.repair_from = copy.height;
      const next = await checkFork(body);
      setAnswer(next);
      setRepairFrom(repair && next.repaired ? copy.height : null);
    } catch (reason) {
      setError(toQueryError(reason).message);
    } finally {
      setBusy(false);
    }
  };

  const invalidHeight = validation.firstInvalidHeight;
  const later = invalidHeight === null ? 0 : attempt.blocks.filter((block) => block.height > invalidHeight).length;
  const repaired = answer?.repaired ?? null;

  return (
    <Stack>
      <Banner>{t('blockLab.tamper.intro')}</Banner>
      <Card>
        <Stack>
          <SectionTitle>{t('blockLab.tab.tamper')}</SectionTitle>
          <Row>
            <FormField label={t('blockLab.tamper.tx')}>
              <Select
                value={tx.id}
                options={candidates.map((item) => ({ value: item.id, label: `#${heights.get(item.id)} · ${name(item.from)} · ${transitionLabel(attempt, item.action)} · ${item.id.slice(0, 8)}` }))}
                onChange={(event) => {
                  setTxId(event.target.value);
                  setField('');
                }}
              />
            </FormField>
            {fieldKeys.length > 0 && (
              <FormField label={t('blockLab.tamper.field')}>
                <Select value={fieldKey} options={fieldKeys.map((key) => ({ value: key, label: `${key} = ${String(tx.fields[key])}` }))} onChange={(event) => setField(event.target.value)} />
              </FormField>
            )}
            <FormField label={t('blockLab.tamper.value')}>
              <TextInput value={value} onChange={(event) => setValue(event.target.value)} />
            </FormField>
          </Row>
          <Row>
            <Button
              variant="primary"
              disabled={fieldKey === ''}
              onClick={() => {
                setEdit({ txId: tx.id, field: fieldKey, value });
                setAnswer(null);
                setRepairFrom(null);
              }}
            >
              {t('blockLab.tamper.apply')}
            </Button>
            {edit && (
              <Button
                onClick={() => {
                  setEdit(null);
                  setAnswer(null);
                  setRepairFrom(null);
                }}
              >
                {t('blockLab.tamper.undo')}
              </Button>
            )}
          </Row>
          <Note role="status">{invalidHeight === null ? t('blockLab.tamper.localOk') : t('blockLab.tamper.local', { height: invalidHeight, later })}</Note>
          <BlockChainView aria-label={t('blockLab.tab.tamper')} blocks={chainView(attempt, attempt.blocks, validation)} labels={en ? blockChainViewLabelsEnUS : undefined} />
          {edit && (
            <Row>
              <Button loading={busy} onClick={() => void ask(false)}>
                {t('blockLab.tamper.send')}
              </Button>
              <Button loading={busy} disabled={copy.height === null || copy.height < 1} onClick={() => void ask(true)}>
                {t('blockLab.tamper.repair')}
              </Button>
            </Row>
          )}
          {error && <FormAlert>{error}</FormAlert>}
        </Stack>
      </Card>
      {answer && (
        <Card>
          <section aria-label={t('blockLab.tamper.verdict')}>
            <Stack>
              <SectionTitle>{t('blockLab.tamper.verdict')}</SectionTitle>
              <Note role="status">
                <strong>{answer.accepted ? t('blockLab.tamper.accepted') : t('blockLab.tamper.rejected')}</strong>：{answer.message}
              </Note>
              <TableScroll>
                <table>
                  <thead>
                    <tr>
                      {(['height', 'hash', 'link', 'merkle', 'pow', 'signatures', 'valid'] as const).map((key) => (
                        <th key={key} scope="col">
                          {t(`blockLab.check.${key}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {answer.blocks_checked.map((check) => (
                      <tr key={check.height} data-tampered={blockMarks(nodeChecks(check)).tampered}>
                        <td>#{check.height}</td>
                        {[check.hash_ok, check.link_ok, check.merkle_ok, check.pow_ok, check.signatures_ok, check.valid && check.chain_ok].map((ok, index) => (
                          <td key={index}>{ok ? t('blockLab.ok') : t('blockLab.fail')}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
              {repaired && (
                <Stack>
                  <Note>{t('blockLab.tamper.repaired', { tries: repaired.tries })}</Note>
                  <BlockChainView
                    aria-label={t('blockLab.tamper.repaired', { tries: repaired.tries })}
                    blocks={chainView(attempt, repaired.blocks, validateCopy(attempt, repaired.blocks, repaired.transactions), repairFrom ?? undefined)}
                    labels={en ? blockChainViewLabelsEnUS : undefined}
                  />
                </Stack>
              )}
            </Stack>
          </section>
        </Card>
      )}
    </Stack>
  );
}
