export * from './ids.js';
export * from './errors.js';
export * from './common.js';
export * from './pagination.js';
export * from './portfolio.js';
export * from './trade.js';
export * from './insight-target.js';
export * from './card.js';
