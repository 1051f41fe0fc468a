import type { card as en } from '../en/card.js';

/** German sentences of the insight card (ICU MessageFormat), for retail investors: Depot, Rendite, Kurs. */
export const card = {
  'card.market.title': 'Marktumfeld',
  'card.market.lead':
    'In den letzten {days} Tagen {count, plural, one {betraf eine Nachricht} other {betrafen # Nachrichten}} Ihre Anlagen{holdings, select, none {} other {; zusammen betreffen sie {whole, select, yes {alle Ihre Positionen} other {{holdings, plural, one {eine Position} other {# Positionen}} mit {share} Ihres Depots}}}}.{count, plural, one {} other { {shown, plural, one {Die wichtigste:} other {Die # wichtigsten:}}}}',
  'card.market.nothing': 'Keine der von uns verfolgten Nachrichten betraf in den letzten {days} Tagen Ihre Anlagen.',
  'card.market.last_exposed': 'Die letzte Nachricht, die sie betraf:',
  'card.market.latest_overall': 'Die neueste Nachricht aus den von uns verfolgten Quellen:',
  'card.market.no_news': 'Es liegen noch keine Marktnachrichten vor.',

  'card.positions.title': 'Ihre Positionen',
  'card.positions.closed':
    'Das Portfolio hält heute nichts. Sein Aktivitätsprotokoll zeigt einen realisierten {direction, select, loss {Verlust} other {Gewinn}} von {realized} aus Verkäufen, {income} Erträge nach Quellensteuer ({dividends} Dividenden, davon {withheld} an der Quelle einbehalten, und {interest} Zinsen), {costs} an Gebühren und Steuern außerhalb von Trades und ein netto investiertes Kapital von {invested} ({from, select, deposits {Einzahlungen abzüglich Auszahlungen} other {Käufe abzüglich Verkäufe}}).',
  'card.headline.closed': 'Dieses Portfolio hält heute nichts; sein Aktivitätsprotokoll zeigt, was es realisiert und eingenommen hat.',
  'card.positions.empty': 'Das Depot ist noch leer, daher gibt es nichts zu analysieren.',
  'card.positions.none_valued': 'Keine der Positionen konnte bewertet werden, daher lässt sich kein Wert angeben.',
  'card.positions.lead': 'Ihr Depot ist **{value}** wert, verteilt auf {count, plural, one {# Position} other {# Positionen}}, zu Kursen vom {date}.',
  'card.positions.unrealized':
    'Gemessen am Kaufpreis ergibt sich ein nicht realisierter {direction, select, loss {Verlust} other {Gewinn}} von {amount}{ratio, select, none {} other { ({ratio})}}{prices, select, none {.} other {: {prices} aus Kursänderungen und {currencies} aus Wechselkursen.}}',
  'card.positions.no_split':
    'Für {tickers} ist kein Kaufdatum erfasst, daher lässt sich {count, plural, one {das Ergebnis} other {deren Ergebnis}} nicht in Kurs- und Wechselkurseffekt aufteilen{split, select, yes { (oben den Kursen zugerechnet)} other {}}.',
  'card.positions.performance':
    'Über {period} erzielte es eine Rendite von **{twr}**{benchmark, select, none {} other {, gegenüber {benchmark} bei seiner Benchmark{name, select, none {} other { ({name})}}}}{basis, select, current_holdings { (unter der Annahme, dass die heutigen Positionen durchgehend gehalten wurden)} other {}}.',
  'card.positions.activity':
    'Aus Ihrer Transaktionshistorie: {realized, select, none {} other {Ihre Verkäufe haben einen {direction, select, loss {Verlust} other {Gewinn}} von {realized} realisiert; }}{fees, select, none {} other {in den letzten 12 Monaten haben Sie {fees} an Gebühren gezahlt; }}{turnover, select, none {{trades, plural, =0 {keine Transaktionen in den letzten 12 Monaten.} one {# Transaktion in den letzten 12 Monaten.} other {# Transaktionen in den letzten 12 Monaten.}}} other {{trades, plural, one {# Transaktion} other {# Transaktionen}} in den letzten 12 Monaten {trades, plural, one {hat} other {haben}} {turnover} des Depots umgeschichtet.}}',
  'card.positions.stress':
    'Bei einem breiten Kurseinbruch ({shocks}) würde das Depot etwa {loss} verlieren ({ratio} seines Werts){contributor, select, none {} other {, vor allem durch {contributor}}}.',
  'card.positions.stress_none': 'Es enthält keine Aktien, Kryptowerte oder Rohstoffe, daher bliebe sein Wert bei einem Einbruch am Aktienmarkt weitgehend unverändert.',

  'card.profile.assumed_name': 'ausgewogen (angenommen)',
  'card.profile.class': '{label} {weight} (Zielbereich {band}{status, select, above {, darüber} below {, darunter} other {}})',
  'card.profile.assumed': 'Es ist kein Risikoprofil hinterlegt, daher lässt sich die Eignung nicht beurteilen; die Hinweise oben nutzen die Bereiche für einen ausgewogenen Anleger: {classes}.',
  'card.profile.given':
    'Risikoprofil: {tolerance}{horizon, select, none {} other {, Anlagehorizont {horizon} Jahre}}{shifted, select, none {} other { (wegen des kurzen Horizonts gelten die Bereiche eines Profils „{shifted}“)}}. {outside, plural, =0 {Die Aufteilung passt} one {Eine Anlageklasse liegt außerhalb ihres Bereichs} other {# Anlageklassen liegen außerhalb ihrer Bereiche}}: {classes}.',

  'card.finding.asset_class':
    '{label}: {weight} des Depots, {status, select, above {über} other {unter}} dem Zielbereich von {band} für ein Profil „{profile}“.',
  'card.finding.single': '**{ticker}** allein macht {weight} des Depots aus, mehr als die {limit}, unter denen eine einzelne Position bei Ihrem Profil „{profile}“ bleiben sollte.',
  'card.finding.diversification':
    '{ticker, select, none {} other {Größte Position ist **{ticker}** mit {weight}{top5, select, none {.} other {; die fünf größten machen {top5} aus.}} }}In der Streuung {count, plural, one {verhält sich Ihre # Position} other {verhalten sich Ihre # Positionen}} wie {effective} gleich große.',
  'card.finding.sector': 'Der Sektor {label} macht {weight} des Depots aus, mehr als die Grenze von {limit} für einen Sektor.',
  'card.finding.region': 'Die Region {label} macht {weight} des Depots aus, mehr als die Grenze von {limit} für eine Region.',
  'card.finding.currency': '{weight} werden in anderen Währungen als {base} gehalten ({currencies}), mehr als die Grenze von {limit}.',
  'card.finding.loss': '**{ticker}** liegt {ratio} unter dem Kaufpreis (ein Verlust von {amount}) und hat ein Gewicht von {weight}.',
  'card.finding.risk':
    'Im vergangenen Jahr schwankten die heutigen Positionen mit einer annualisierten Volatilität von {volatility}{above, select, yes { (mehr als die {limit}, die zu Ihrem Profil „{profile}“ passen)} other {}}; der größte Rückgang von einem Höchststand betrug {drawdown}.',

  'card.unpriced': 'Nicht bewertet und daher in keiner Zahl enthalten, statt geschätzt zu werden: {holdings}.',
  'card.unpriced.unknown_ticker': '**{ticker}** (unbekanntes Kürzel, keine Marktdaten)',
  'card.unpriced.missing_price': '**{ticker}** (kein Kurs am oder vor dem Bewertungstag)',
  'card.unpriced.missing_fx': '**{ticker}** (kein Wechselkurs zur Basiswährung)',
  'card.warning.unknown_ticker': '{ticker}: keine Marktdaten für dieses Kürzel; nicht in der Analyse enthalten.',
  'card.warning.missing_price': '{ticker}: kein Kurs am oder vor dem Bewertungstag; nicht in der Analyse enthalten.',
  'card.warning.missing_fx': '{ticker}: kein Wechselkurs zur Basiswährung; nicht in der Analyse enthalten.',
  'card.headline.no_holdings': 'In diesem Depot ist noch nichts bewertet, es gibt also nichts abzuwägen: Fügen Sie Positionen hinzu, um zu sehen, worauf es ankommt.',
  'card.headline.story':
    '**{title}**: {headline} ({date}){marker}. Das betrifft direkt {tickers}{more, plural, =0 {} one { und # weitere} other { und # weitere}}, {share} Ihres Depots.',
  'card.headline.within_profile': 'Heute liegt nichts in diesem Depot außerhalb der Bereiche für Ihr Profil „{profile}“.',
  'card.positions.stale_prices':
    '{count, plural, one {Eine Position} other {# Positionen}} ({tickers}) im Wert von {value}, also {share} des Depots, {count, plural, one {ist} other {sind}} zu einem Kurs bewertet, der älter ist als für {count, plural, one {ihren Markt} other {ihre Märkte}} üblich.',
  'card.income.dividends': '{amount} Dividenden{withheld, select, none {} other { (davon {withheld} an der Quelle einbehalten)}}',
  'card.income.interest': '{amount} Zinsen',
  'card.positions.income':
    '{period, select, none {Seit der ersten Buchung} other {Über {period}}} {net, select, none {kosteten Gebühren und Steuern außerhalb von Trades {costs}.} other {brachte es **{net}** Erträge nach Quellensteuer: {parts}{costs, select, none {} other {; {costs} gingen für Gebühren und Steuern außerhalb von Trades ab}}.}}{income, select, none {} other { Die Erträge machen {income} der Gesamtrendite von {total} aus, die Kurse {prices}.}}',
  'card.positions.cash': 'Mit den {cash} Bargeld, die Ihr Aktivitätsprotokoll ausweist, beträgt der Gesamtwert des Depots **{total}**.',
} as const satisfies Record<keyof typeof en, string>;
