import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServices } from '../../../../test/fakeApi';
import { expectFormulasRendered } from '../../../../test/formulaChecks';
import { renderApp } from '../../../../test/renderApp';
import { openCompetition, paged } from '../competitionFixtures';

jest.setTimeout(30_000);

describe('public competition page', () => {
  it('renders the formulas in the description and the rules (rich text), sanitized first', async () => {
    const user = userEvent.setup();
    const shown = openCompetition({
      description_html: '<p>预测违约概率 $p_i = \\frac{1}{1 + e^{-z_i}}$，以 \\(\\mathrm{AUC}\\) 评分。</p><script>window.hacked = true</script>',
      rules_html: '<p>最终得分：</p><p>$$S = 0.7\\,\\mathrm{AUC} + 0.3\\,(1 - \\mathrm{KS})$$</p>',
    });
    const { services } = fakeServices({
      listPublicCompetitions: () => paged([shown]),
      'getPublicCompetition(3)': () => shown,
    });
    renderApp(services, '/competition');
    await user.click(await screen.findByRole('button', { name: `查看 ${shown.title}` }, { timeout: 10_000 }));
    const description = (await screen.findByText(/预测违约概率/, {}, { timeout: 10_000 })).closest('div') as HTMLElement;
    expectFormulasRendered(description, ['\\frac', '\\mathrm', '$', '\\('], 2);
    expect(description.querySelector('script')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const rules = screen.getByText('最终得分：').closest('div') as HTMLElement;
    expectFormulasRendered(rules, ['\\mathrm', '$$'], 1);
    expect(within(rules).getByText('最终得分：')).toBeInTheDocument();
    expect(rules.querySelector('.katex-display')).not.toBeNull();
  });
});
