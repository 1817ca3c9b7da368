import { useState } from 'react';
import type { BlockLabAttempt } from '@finedu/domain';
import {
  AccountsTable,
  AssetHistory,
  BlockChainView,
  BlocksTable,
  Card,
  TransactionsTable,
  accountsTableLabelsEnUS,
  assetHistoryLabelsEnUS,
  blockChainViewLabelsEnUS,
  blocksTableLabelsEnUS,
  transactionsTableLabelsEnUS,
} from '@finedu/ui';
import { useLocale } from '../../i18n/LocaleContext';
import { useT } from '../../i18n/useT';
import { accountViews, assetViews, chainView, transactionViews } from './labModel';
import { Note, SectionTitle, Stack } from './labStyles';

/** 浏览器: the stored chain (BlockChainView, BlocksTable), its transactions, the balances and each asset's history. */
export function ExplorerPanel({ attempt, onShowProof }: { attempt: BlockLabAttempt; onShowProof: (txId: string) => void }) {
  const t = useT();
  const en = useLocale().locale === 'en-US';
  const [height, setHeight] = useState<number | null>(null);
  const blocks = chainView(attempt, attempt.blocks);
  const assets = assetViews(attempt);
  return (
    <Stack>
      <Card>
        <SectionTitle>{t('blockLab.explorer.chain')}</SectionTitle>
        <BlockChainView blocks={blocks} selectedHeight={height} onSelect={setHeight} labels={en ? blockChainViewLabelsEnUS : undefined} />
      </Card>
      <Card>
        <SectionTitle>{t('blockLab.explorer.blocks')}</SectionTitle>
        <BlocksTable blocks={blocks} selectedHeight={height} onSelect={setHeight} labels={en ? blocksTableLabelsEnUS : undefined} />
      </Card>
      <Card>
        <SectionTitle>{t('blockLab.explorer.transactions')}</SectionTitle>
        <TransactionsTable transactions={transactionViews(attempt)} onSelect={onShowProof} labels={en ? transactionsTableLabelsEnUS : undefined} />
      </Card>
      <Card>
        <SectionTitle>{t('blockLab.explorer.accounts')}</SectionTitle>
        <AccountsTable accounts={accountViews(attempt, t)} labels={en ? accountsTableLabelsEnUS : undefined} />
      </Card>
      <Card>
        <SectionTitle>{t('blockLab.explorer.assets')}</SectionTitle>
        {assets.length === 0 ? (
          <Note>{t('blockLab.explorer.noAssets')}</Note>
        ) : (
          <Stack>
            {assets.map((asset) => (
              <AssetHistory key={asset.asset} asset={asset.asset} entries={asset.entries} onSelectTransaction={onShowProof} labels={en ? assetHistoryLabelsEnUS : undefined} />
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
