import { chartTable } from './workspace/ChartBuilder';
import { processSteps } from './workspace/ProcessPanel';
import { columnsFromText, datasetFilename, uploadKeyFromUrl } from './admin/caseDraft';

describe('chart data', () => {
  const line = { chart_type: 'line' as const, categories: ['2023-01', '2023-02'], series: [{ name: 'AAA', data: [1.5, null] }, { name: 'BBB', data: [2, 3] }], truncated: false };

  it('becomes a table: one row per category, one column per series', () => {
    expect(chartTable(line)).toEqual({ columns: ['', 'AAA', 'BBB'], rows: [['2023-01', 1.5, 2], ['2023-02', null, 3]], total_rows: 2 });
  });

  it('lists scatter pairs and pie slices as x / y rows', () => {
    expect(chartTable({ chart_type: 'scatter', categories: null, series: [{ name: 's', data: [[1, 2]] }], truncated: false }).rows).toEqual([['s', 1, 2]]);
    expect(chartTable({ chart_type: 'pie', categories: null, series: [{ name: 'p', data: [{ name: '股票', value: 3 }] }], truncated: false }).rows).toEqual([['p', '股票', 3]]);
  });
});

describe('case editor helpers', () => {
  it('reads the storage key from an uploaded file URL', () => {
    expect(uploadKeyFromUrl('/storage/media/7/ab12.csv?expires=1&signature=x')).toBe('media/7/ab12.csv');
    expect(uploadKeyFromUrl('https://oss.example.com/bucket/media/7/ab12.csv?X-Amz=1')).toBe('media/7/ab12.csv');
  });

  it('makes a file name the notebook can read', () => {
    expect(datasetFilename('股票 价格.CSV')).toBe('_.csv');
    expect(datasetFilename('prices 2023.xlsx')).toBe('prices_2023.xlsx');
    expect(datasetFilename('data')).toBe('data.csv');
  });

  it('parses columns written as name:type', () => {
    expect(columnsFromText('date:date, AAA:number，name')).toEqual([
      { name: 'date', type: 'date', description: '' },
      { name: 'AAA', type: 'number', description: '' },
      { name: 'name', type: 'string', description: '' },
    ]);
  });
});

describe('dataset processing steps', () => {
  const empty = { dataset_id: 'prices', filterColumn: '', filterOperator: 'gt' as const, filterValue: '', deriveName: '', deriveLeft: '', deriveOperator: '/' as const, deriveRight: '', groupBy: '', groupColumn: '', groupAgg: 'mean' as const };

  it('sends only the parts filled in, in the order filter, derive, group; numbers as numbers', () => {
    expect(processSteps(empty)).toEqual([]);
    expect(processSteps({ ...empty, filterColumn: 'AAA', filterValue: '50', deriveName: 'ratio', deriveLeft: 'AAA', deriveRight: 'BBB', groupBy: 'date', groupColumn: 'ratio' })).toEqual([
      { op: 'filter', column: 'AAA', operator: 'gt', value: 50 },
      { op: 'derive', name: 'ratio', left: 'AAA', operator: '/', right: 'BBB' },
      { op: 'group', by: ['date'], aggregations: [{ column: 'ratio', agg: 'mean' }] },
    ]);
  });
});
