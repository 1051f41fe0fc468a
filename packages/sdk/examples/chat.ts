import { Clarity, IncompleteStreamError, RunError } from '@clarity/sdk';

const client = new Clarity();
const portfolio = await client.portfolios.create({ externalId: 'client-12', currentHoldings: [{ ticker: 'AAPL', quantity: 10 }] });

// Stream the answer. Leaving the loop early (break) or aborting the signal cancels the run.
const controller = new AbortController();
try {
  for await (const event of client.clarity.chat({ portfolioId: portfolio.id, question: 'How concentrated am I?', threadId: 'thr-client-12' }, controller.signal)) {
    if (event.type === 'TEXT_MESSAGE_CONTENT') console.log(event.delta);
    if (event.type === 'CUSTOM' && event.name === 'clarity-answer') console.log(event.value.answerMarkdown, event.value.citations);
  }
} catch (error) {
  if (error instanceof RunError) console.error('The run failed:', error.code, error.message);
  else if (error instanceof IncompleteStreamError) console.error('The stream was cut off and could not be resumed; ask again');
  else throw error;
}

// Or wait for the final answer only.
const answer = await client.clarity.ask({ portfolioId: portfolio.id, question: 'What moved my portfolio this week?' });
console.log(answer.answerMarkdown, answer.followUps);
