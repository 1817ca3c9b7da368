import type { SimilarityPairRegion } from './SimilarityPairView';

export const ALICE_CODE = [
  'import pandas as pd',
  'import numpy as np',
  "prices = pd.read_csv('prices.csv')",
  '',
  "rets = np.log(prices['close'] / prices['close'].shift(1)).dropna()",
  'vol = rets.rolling(20).std() * np.sqrt(252)',
  "peak = prices['close'].cummax()",
  "drawdown = (prices['close'] - peak) / peak",
  'worst = drawdown.min()',
  'for window in [5, 10, 20]:',
  "    ma = prices['close'].rolling(window).mean()",
  '    print(window, ma.iloc[-1])',
  "summary = {'vol': float(vol.iloc[-1]), 'mdd': float(worst)}",
  'print(summary)',
].join('\n');

export const COPY_CODE = [
  'import pandas as pd',
  'import numpy as np',
  "prices = pd.read_csv('prices.csv')",
  '# 我自己写的',
  'r = np.log( prices["close"]/prices["close"].shift(1) ).dropna()',
  'v = r.rolling(30).std()*np.sqrt(250)   # 年化',
  'top = prices["close"].cummax()',
  'dd = (prices["close"] - top)/top',
  'low = dd.min()',
  '',
  'for n in [3, 6, 9]:',
  '    m = prices["close"].rolling(n).mean()',
  '    print(n, m.iloc[-1])',
  'res = {"volatility": float(v.iloc[-1]), "max_drawdown": float(low)}',
  'print(res)',
].join('\n');

export const REGIONS: SimilarityPairRegion[] = [
  { a: { from: 5, to: 9 }, b: { from: 5, to: 9 } },
  { a: { from: 10, to: 14 }, b: { from: 11, to: 15 } },
];
