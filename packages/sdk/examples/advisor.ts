import { Clarity } from '@clarity/sdk';

const client = new Clarity();

// One of your users, and a portfolio of theirs.
const user = await client.users.create({ externalId: 'user-17', email: 'ana@example.com', locale: 'en-GB' });
const portfolio = await client.portfolios.create({
  externalId: 'user-17-main',
  userId: user.id,
  currentHoldings: [{ ticker: 'ACWI', quantity: 40 }, { ticker: 'AGG', quantity: 10 }],
});

// Risk profiling with the shipped questionnaire (every question answered with its first option here).
const { data: questionnaires } = await client.questionnaires.list();
const questionnaire = questionnaires.find((q) => q.current)!;
const profile = await client.profiling.create(user.id, {
  questionnaireId: questionnaire.id,
  answers: questionnaire.questions.map((q) => ({ questionId: q.id, optionId: q.options[0]!.id })),
  applyToPortfolios: true,
});
console.log(profile.riskTolerance, profile.riskScore, profile.rationale);

// The model strategy for that profile, and what it would take to bring the portfolio within its bands.
const { strategy, reason } = await client.strategies.recommend({ userId: user.id });
const fit = await client.strategies.fit(portfolio.id, { strategyId: strategy.id });
console.log(reason, fit.withinBands, fit.assetClasses, fit.trades);
