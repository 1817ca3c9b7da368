import type { CompetitionSession } from '@finedu/domain';
import { newSessionForm, sessionFormToRequest, sessionToForm } from './sessionForm';

const t = (id: string) => id;
const filled = { ...newSessionForm(), title: '初赛', start_at: '2026-03-01T09:00', end_at: '2026-03-20T18:00' };

describe('the session form’s daily limit', () => {
  it('sends an empty field as null (no daily limit) and a number as it is', () => {
    const none = sessionFormToRequest({ ...filled, daily_limit: '' }, t);
    expect(none.ok && none.data.daily_limit).toBeNull();
    const three = sessionFormToRequest({ ...filled, daily_limit: '3' }, t);
    expect(three.ok && three.data.daily_limit).toBe(3);
    expect(sessionFormToRequest({ ...filled, daily_limit: '0' }, t).ok).toBe(false);
  });

  it('shows a session without a daily limit as an empty field', () => {
    const session: CompetitionSession = {
      id: 31, competition_id: 3, stage: 'preliminary', title: '初赛', kind: 'modelling', state: 'running', exam_id: null,
      start_at: '2026-03-01T01:00:00.000Z', end_at: '2026-03-20T10:00:00.000Z', freeze_at: null, metric: 'auc', direction: 'max',
      public_percent: 30, split_mode: 'random', split_seed: 1, daily_limit: null, total_limit: 50, finals_limit: 2,
      train_file: null, test_file: null, has_labels: true, id_column: 'id', target_column: 'default', time_column: null,
      advance_mode: 'manual', advance_value: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect(sessionToForm(session)).toMatchObject({ daily_limit: '', total_limit: '50' });
  });
});
