/** English sentences of the chat: policy, declines, follow-up questions (ICU MessageFormat). */
export const chat = {
  'chat.policy.advice':
    'I do not give investment advice or tell you what to buy or sell: that depends on your whole situation, which a licensed adviser can weigh. Here are the facts that bear on your question.',
  'chat.policy.forecast':
    'I do not make predictions about prices or markets: nobody can know them, and I only state what the stored data shows. Here are the facts as they stand.',
  'chat.off_topic':
    'That is outside what I can help with. I can answer questions about your portfolio (its value, returns, risk, holdings, allocation, fees and trades), about any instrument’s price and moves, exchange rates, and the news stories behind them.',
  'chat.tool_failed': 'I could not compute part of the answer ({tool}); the rest stands.',
  'chat.bad_arguments': 'I could not work out {tool} from the question as asked.',

  'suggest.summary': 'What is my portfolio worth?',
  'suggest.performance': 'How has my portfolio performed over the past year?',
  'suggest.risk': 'How risky is my portfolio?',
  'suggest.concentration': 'Is my portfolio too concentrated?',
  'suggest.allocation': 'How is my portfolio split by asset class?',
  'suggest.fit': 'Does my portfolio fit my risk profile?',
  'suggest.rebalance': 'How would I bring {label} back within {band}?',
  'suggest.what_if': 'What would a 30% fall in {ticker} do to my portfolio?',
  'suggest.sector_exposure': 'Which of my holdings drive my {sector} exposure?',
  'suggest.currency_exposure': 'How much of my portfolio is in {currency}?',
  'suggest.fees': 'How much have I paid in fees?',
  'suggest.turnover': 'How actively have I traded over the past year?',
  'suggest.realized': 'What profit or loss have my sales realized?',
  'suggest.story': 'What is the latest on the “{title}” story?',
  'suggest.timeline': 'How did the “{title}” story develop?',
  'suggest.position': 'How much is my {ticker} position worth?',
  'suggest.price': 'How has {ticker} moved over the past three months?',
  'suggest.recent': 'What changed in my portfolio recently?',
  'suggest.holdings': 'What are my largest holdings?',
  'suggest.news': 'What is the latest news on my holdings?',
  'chat.clarify': 'I am not sure what you are asking. Did you mean one of these?',
  'chat.no_data.instrument': 'I have no market data for {subject}, so I cannot give its price, its moves or its news. I can tell you about the instruments I store, your holdings and the stories behind them.',
  'chat.no_data.benchmark': 'I have no series for {subject}, so I cannot compare your portfolio with it. I can show your return against the benchmark your portfolio is measured by.',
  'chat.no_data.unsupported': 'I have no data for that: I only see your holdings, your activity log and the market data I store, so I cannot say anything about taxes, pensions or accounts, nor place orders. I can tell you your portfolio’s value, returns, risk, fees and the dividends and interest you received.',
  'chat.yes': '**Yes.**',
  'chat.no': '**No.**',
  'chat.greeting': 'Hello! I answer questions about your portfolio, the instruments in it and the news behind them, from your data. Try one of these:',
} as const satisfies Record<string, string>;
