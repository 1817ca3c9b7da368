/** Every visible string of AccountsTable; zh-CN by default, the app passes its translations. */
export interface AccountsTableLabels {
  table: string;
  columns: { organization: string; type: string; validator: string; balance: string; credit: string };
  validator: string;
  notValidator: string;
  /** The total line above the table. */
  summary: (accounts: number, validators: number, total: string) => string;
  empty: string;
  emptyHint: string;
  loading: string;
  errorTitle: string;
  deniedTitle: string;
  retry: string;
}

export const defaultAccountsTableLabels: AccountsTableLabels = {
  table: '账户与余额',
  columns: { organization: '机构', type: '类型', validator: '验证节点', balance: '余额', credit: '授信额度' },
  validator: '是',
  notValidator: '否',
  summary: (accounts, validators, total) => `共 ${accounts} 个账户（${validators} 个验证节点），余额合计 ${total}`,
  empty: '还没有账户',
  emptyHint: '案例的机构在实验开始时开户，开户后余额会显示在这里。',
  loading: '正在加载账户…',
  errorTitle: '账户加载失败',
  deniedTitle: '无权查看这些账户',
  retry: '重试',
};

export const accountsTableLabelsEnUS: AccountsTableLabels = {
  table: 'Accounts and balances',
  columns: { organization: 'Organization', type: 'Type', validator: 'Validator', balance: 'Balance', credit: 'Credit line' },
  validator: 'Yes',
  notValidator: 'No',
  summary: (accounts, validators, total) =>
    `${accounts} ${accounts === 1 ? 'account' : 'accounts'} (${validators} ${validators === 1 ? 'validator' : 'validators'}), ${total} in total`,
  empty: 'No account yet',
  emptyHint: 'The case’s organizations open their accounts when the lab starts; their balances show here.',
  loading: 'Loading accounts…',
  errorTitle: 'The accounts could not be loaded',
  deniedTitle: 'You may not view these accounts',
  retry: 'Retry',
};
