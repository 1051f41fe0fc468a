import type { chat as en } from '../en/chat.js';

/** German sentences of the chat: policy, declines, follow-up questions (ICU MessageFormat). */
export const chat = {
  'chat.policy.advice':
    'Ich gebe keine Anlageberatung und sage Ihnen nicht, was Sie kaufen oder verkaufen sollten: Das hängt von Ihrer gesamten Situation ab, die eine zugelassene Beraterin oder ein zugelassener Berater beurteilen kann. Hier sind die Fakten zu Ihrer Frage.',
  'chat.policy.forecast':
    'Ich mache keine Vorhersagen zu Kursen oder Märkten: Niemand kann sie kennen, und ich gebe nur wieder, was die gespeicherten Daten zeigen. Hier ist der aktuelle Stand.',
  'chat.off_topic':
    'Dabei kann ich leider nicht helfen. Ich beantworte Fragen zu Ihrem Depot (Wert, Rendite, Risiko, Positionen, Aufteilung, Gebühren und Transaktionen), zu Kursen und Kursbewegungen einzelner Wertpapiere, zu Wechselkursen und zu den Nachrichten dahinter.',
  'chat.tool_failed': 'Einen Teil der Antwort konnte ich nicht berechnen ({tool}); der Rest gilt.',
  'chat.bad_arguments': 'Aus der Frage konnte ich {tool} nicht ableiten.',

  'suggest.summary': 'Wie viel ist mein Depot wert?',
  'suggest.performance': 'Wie hat sich mein Depot im letzten Jahr entwickelt?',
  'suggest.risk': 'Wie riskant ist mein Depot?',
  'suggest.concentration': 'Ist mein Depot zu konzentriert?',
  'suggest.allocation': 'Wie ist mein Depot auf die Anlageklassen verteilt?',
  'suggest.fit': 'Passt mein Depot zu meinem Risikoprofil?',
  'suggest.rebalance': 'Wie bringe ich den Anteil an {label} wieder in den Bereich {band}?',
  'suggest.what_if': 'Was würde ein Kursrückgang von 30 % bei {ticker} für mein Depot bedeuten?',
  'suggest.sector_exposure': 'Welche meiner Positionen bestimmen mein Engagement im Sektor {sector}?',
  'suggest.currency_exposure': 'Wie viel meines Depots ist in {currency} angelegt?',
  'suggest.fees': 'Wie viel habe ich an Gebühren gezahlt?',
  'suggest.turnover': 'Wie aktiv habe ich im letzten Jahr gehandelt?',
  'suggest.realized': 'Welchen Gewinn oder Verlust haben meine Verkäufe realisiert?',
  'suggest.story': 'Was gibt es Neues zum Thema „{title}“?',
  'suggest.timeline': 'Wie hat sich das Thema „{title}“ entwickelt?',
  'suggest.position': 'Wie viel ist meine Position in {ticker} wert?',
  'suggest.price': 'Wie hat sich der Kurs von {ticker} in den letzten drei Monaten entwickelt?',
  'suggest.recent': 'Was hat sich in meinem Depot zuletzt geändert?',
  'suggest.holdings': 'Was sind meine größten Positionen?',
  'suggest.news': 'Was gibt es Neues zu meinen Positionen?',
  'chat.clarify': 'Ich bin nicht sicher, was Sie fragen. Meinten Sie eine dieser Fragen?',
  'chat.clarify_subject': 'Welche meinen Sie? Meine letzte Antwort nannte mehrere:',
  'chat.no_data.instrument': 'Für {subject} habe ich keine Marktdaten, kann also weder Kurs noch Entwicklung oder Nachrichten nennen. Ich kann Ihnen etwas zu den gespeicherten Instrumenten, Ihren Positionen und den Nachrichten dahinter sagen.',
  'chat.no_data.benchmark': 'Für {subject} habe ich keine Zeitreihe, kann Ihr Depot also nicht damit vergleichen. Ich kann Ihre Rendite gegenüber der Benchmark zeigen, an der Ihr Depot gemessen wird.',
  'chat.no_data.unsupported': 'Dazu habe ich keine Daten: Ich sehe nur Ihre Positionen, Ihre Depotbewegungen und die gespeicherten Marktdaten, kann also nichts zu Steuern, Renten oder Konten sagen und keine Aufträge erteilen. Ich kann Ihnen Wert, Rendite, Risiko und Gebühren Ihres Depots nennen und die erhaltenen Dividenden und Zinsen.',
  'chat.yes': '**Ja.**',
  'chat.no': '**Nein.**',
  'chat.greeting': 'Hallo! Ich beantworte Fragen zu Ihrem Depot, den Wertpapieren darin und den Nachrichten dahinter, aus Ihren Daten. Zum Beispiel:',
} as const satisfies Record<keyof typeof en, string>;
