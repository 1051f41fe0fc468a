import type { chat as en } from '../en/chat.js';

/** French sentences of the chat: policy, declines, follow-up questions (ICU MessageFormat). */
export const chat = {
  'chat.policy.advice':
    'Je ne donne pas de conseil en investissement et ne vous dis pas quoi acheter ou vendre : cela dépend de l’ensemble de votre situation, qu’un conseiller agréé peut apprécier. Voici les faits utiles pour votre question.',
  'chat.policy.forecast':
    'Je ne fais pas de prévisions sur les cours ou les marchés : personne ne peut les connaître, et je m’en tiens à ce que montrent les données enregistrées. Voici les faits tels qu’ils sont.',
  'chat.off_topic':
    'Cela dépasse ce que je peux faire. Je réponds aux questions sur votre portefeuille (valeur, rendement, risque, positions, répartition, frais et opérations), sur le cours et l’évolution d’un titre, sur les taux de change et sur les actualités qui les expliquent.',
  'chat.tool_failed': 'Je n’ai pas pu calculer une partie de la réponse ({tool}) ; le reste est valable.',
  'chat.bad_arguments': 'Je n’ai pas pu déduire {tool} de la question telle qu’elle est posée.',

  'suggest.summary': 'Combien vaut mon portefeuille ?',
  'suggest.performance': 'Quelle a été la performance de mon portefeuille sur l’année écoulée ?',
  'suggest.risk': 'Mon portefeuille est-il risqué ?',
  'suggest.concentration': 'Mon portefeuille est-il trop concentré ?',
  'suggest.allocation': 'Comment mon portefeuille est-il réparti par classe d’actifs ?',
  'suggest.fit': 'Mon portefeuille correspond-il à mon profil de risque ?',
  'suggest.rebalance': 'Comment ramener la part en {label} dans la fourchette {band} ?',
  'suggest.what_if': 'Quel serait l’effet d’une baisse de 30 % de {ticker} sur mon portefeuille ?',
  'suggest.sector_exposure': 'Quelles positions expliquent mon exposition au secteur {sector} ?',
  'suggest.currency_exposure': 'Quelle part de mon portefeuille est en {currency} ?',
  'suggest.fees': 'Combien ai-je payé de frais ?',
  'suggest.turnover': 'À quel point ai-je été actif sur l’année écoulée ?',
  'suggest.realized': 'Quelle plus-value ou moins-value mes ventes ont-elles réalisée ?',
  'suggest.story': 'Quoi de neuf sur le sujet « {title} » ?',
  'suggest.timeline': 'Comment le sujet « {title} » a-t-il évolué ?',
  'suggest.position': 'Combien vaut ma position en {ticker} ?',
  'suggest.price': 'Comment le cours de {ticker} a-t-il évolué sur les trois derniers mois ?',
  'suggest.recent': 'Qu’est-ce qui a changé récemment dans mon portefeuille ?',
  'suggest.holdings': 'Quelles sont mes plus grosses positions ?',
  'suggest.news': 'Quelles sont les dernières actualités sur mes positions ?',
  'chat.clarify': 'Je ne suis pas sûr de ce que vous demandez. Vouliez-vous dire l’une de ces questions ?',
  'chat.clarify_subject': 'Laquelle voulez-vous dire ? Ma dernière réponse en citait plusieurs :',
  'chat.no_data.instrument': 'Je n’ai pas de données de marché pour {subject} : je ne peux donc donner ni son cours, ni ses variations, ni ses actualités. Je peux vous parler des instruments que je suis, de vos positions et des actualités qui les concernent.',
  'chat.no_data.benchmark': 'Je n’ai pas de série pour {subject} : je ne peux donc pas y comparer votre portefeuille. Je peux vous montrer votre rendement face à l’indice de référence de votre portefeuille.',
  'chat.no_data.unsupported': 'Je n’ai pas de données pour cela : je ne vois que vos positions, vos mouvements et les données de marché que je conserve ; je ne peux donc rien dire des impôts, retraites ou comptes, ni passer d’ordres. Je peux vous donner la valeur, le rendement, le risque et les frais de votre portefeuille, et les dividendes et intérêts perçus.',
  'chat.yes': '**Oui.**',
  'chat.no': '**Non.**',
  'chat.greeting': 'Bonjour ! Je réponds à vos questions sur votre portefeuille, ses titres et l’actualité qui les concerne, à partir de vos données. Par exemple :',
} as const satisfies Record<keyof typeof en, string>;
