import type { tools as en } from '../en/tools.js';

/** German sentences of the insight tools (ICU MessageFormat). Figures arrive formatted; `none` marks an absent optional part. */
export const tools = {
  'tool.unpriced': 'Nicht bewertet und daher in keiner Zahl enthalten, statt geschätzt zu werden: {tickers} (keine Marktdaten oder kein Kurs).',

  'tool.summary.empty': 'Dieses Depot ist noch leer, daher gibt es nichts zu analysieren. Sobald es Positionen enthält, kann ich sie beschreiben.',
  'tool.summary.none_valued': 'Keine der Positionen konnte bewertet werden: Für {tickers} gibt es keine Marktdaten oder keinen Kurs. Kurse schätze ich nicht.',
  'tool.summary.value': 'Ihr Depot ist **{value}** wert, verteilt auf {count, plural, one {# Position} other {# Positionen}}, zu Kursen vom {date}.',
  'tool.summary.unrealized':
    'Gemessen am Kaufpreis ist das ein nicht realisierter {direction, select, loss {Verlust} other {Gewinn}} von **{amount}**{ratio, select, none {} other { ({ratio})}}, noch nicht durch einen Verkauf festgeschrieben.',
  'tool.summary.derived_cost': 'Der Einstandswert von {tickers} ist aus dem Aktivitätsprotokoll abgeleitet (First In, First Out), da {count, plural, one {die Position keinen angibt} other {die Positionen keinen angeben}}.',
  'tool.summary.without_cost': 'Für {tickers} ist kein Kaufpreis erfasst, daher ist {count, plural, one {sein} other {ihr}} Gewinn oder Verlust unbekannt.',
  'tool.summary.largest': 'Die größte Position ist {ticker} mit {weight} des Depots.',

  'tool.holdings.top': '{shown, plural, one {Ihre größte Position (von {count}):} other {Ihre # größten Positionen (von {count}):}}',
  'tool.holdings.all': '{count, plural, one {Ihre einzige Position:} other {Alle # Positionen, die größte zuerst:}}',
  'tool.holdings.line': '**{ticker}** ({name}): {count, plural, one {{quantity} Stück} other {{quantity} Stück}} im Wert von {value}, {weight} des Depots',
  'tool.holdings.together': 'Zusammen machen sie {weight} des Depots aus.',

  'tool.position.unknown':
    'Für **{ticker}** habe ich keine Marktdaten, daher kann ich weder Kurs noch Nachrichten nennen.{held, select, yes { Sie halten {quantity} {ticker}, aber ohne Kurs lässt sich die Position nicht bewerten und ist in keiner Zahl enthalten.} other {}}',
  'tool.position.held': 'Sie halten {quantity} {ticker} im Wert von **{value}**: **{weight}** Ihres Depots.',
  'tool.position.pnl': 'Das ist ein nicht realisierter {direction, select, loss {Verlust} other {Gewinn}} von {amount}{ratio, select, none {} other { ({ratio})}} gegenüber dem Kaufpreis.',
  'tool.position.in_currency': 'In {currency} sind das **{value}**, zum letzten gespeicherten Kurs.',
  'tool.position.no_rate': 'Für {currency} ist kein Wechselkurs gespeichert, daher kann ich den Wert nicht in {currency} angeben.',
  'tool.position.no_cost': 'Für diese Position ist kein Kaufpreis erfasst, daher ist ihr Gewinn oder Verlust unbekannt.',
  'tool.position.held_unpriced': 'Sie halten {quantity} {ticker}, aber ohne gespeicherten Kurs kann ich die Position weder bewerten noch ihr Gewicht nennen.',
  'tool.position.not_held': 'Sie halten {ticker} in diesem Depot nicht (0 % davon).',
  'tool.position.price': '{name} schloss am {date} bei {price}{change, select, none {} other { ({change} im vergangenen Monat)}}.',
  'tool.position.no_price': 'Für {name} ist bis heute kein Kurs gespeichert.',

  'tool.price.unknown': 'Für **{ticker}** habe ich keine Marktdaten, daher kann ich weder Kurs noch Kursbewegungen nennen.',
  'tool.price.result':
    '{name} schloss am {date} bei **{price}**{change, select, none {.} other {: **{change}** über {period}{start, select, none {} other {, ausgehend von {start}}}.}}',

  'tool.price.on': '{name} schloss am {date} bei **{price}**{same, select, yes {.} other { (der letzte Schlusskurs am oder vor dem {asked}).}}',
  'tool.compare.held': 'Sie halten {ticker} im Wert von {value} ({weight} des Depots).',
  'tool.compare.not_held': 'Sie halten {ticker} nicht.',
  'tool.compare.verdict': 'Über {period} entwickelte sich {best} am besten ({bestChange}) und {worst} am schlechtesten ({worstChange}).',

  'tool.concentration.top': '{top5, select, none {Ihre Positionen sind {holdings}.} other {Ihre größten Positionen sind {holdings}; die fünf größten machen {top5} des Depots aus.}}',
  'tool.concentration.effective':
    'In der Streuung verhält es sich wie **{effective}** gleich große Positionen (bei {count} gehaltenen): Je kleiner diese Zahl, desto stärker kann eine einzelne Position das Ganze bewegen.',
  'tool.concentration.above_limit': '{ticker} allein macht {weight} aus, mehr als die {limit}, unter denen eine einzelne Position bei Ihrem Profil bleiben sollte.',
  'tool.concentration.within_limit': 'Keine einzelne Aktie und kein einzelner Kryptowert liegt über der Grenze von {limit} je Position für Ihr Profil.',

  'tool.allocation.head': 'So ist Ihr Depot nach {dimension} aufgeteilt:',
  'tool.allocation.line': '{label}: {weight} ({value})',
  'tool.allocation.line_band':
    '{label}: {weight}{value, select, none {} other { ({value})}}; Zielbereich {band}{status, select, above { — **darüber**} below { — **darunter**} other { — innerhalb}}',
  'tool.allocation.bands_assumed': 'Es ist kein Risikoprofil hinterlegt, daher sind dies die Bereiche für einen ausgewogenen Anleger; hinterlegen Sie ein Profil für eine echte Prüfung.',
  'tool.allocation.bands_from': 'Die Zielbereiche sind die eines Risikoprofils „{tolerance}“.',

  'tool.exposure.none':
    '{kind, select, base_currency {Keine Ihrer Positionen notiert in {subject}, Ihrer Basiswährung.} ticker {Sie halten {subject} nicht: kein Engagement.} other {Keine Ihrer Positionen ist in {subject} angelegt: kein Engagement.}}',
  'tool.exposure.total':
    '{kind, select, currency {In {subject} notierte Positionen machen **{weight}** Ihres Depots aus ({amount}).} base_currency {In {subject}, Ihrer Basiswährung, notierte Positionen machen **{weight}** Ihres Depots aus ({amount}).} ticker {{subject} macht **{weight}** Ihres Depots aus ({amount}).} other {Ihr Engagement in {subject} beträgt **{weight}** des Depots ({amount}).}}',
  'tool.exposure.drivers': '{count, plural, one {Das ist vollständig {only}.} other {Es stammt aus {drivers}{more, plural, =0 {} one { und einer weiteren Position} other { und # weiteren}}.}}',
  'tool.exposure.limit':
    'Das ist {above, select, yes {**mehr**} other {nicht mehr}} als die {limit}, die {assumed, select, yes {ein ausgewogenes Profil (angenommen: keines ist hinterlegt)} other {Ihr Risikoprofil „{profile}“}} {kind, select, sector {für einen einzelnen Sektor} region {für eine einzelne Region} currency {für Fremdwährungen} asset_class {für diese Anlageklasse} other {für eine einzelne Position}} zulässt.',

  'tool.what_if.market': 'dem Aktienmarkt (alle Aktienpositionen)',
  'tool.what_if.none':
    'Ein {direction, select, fall {Rückgang} other {Anstieg}} um {move} bei {subject} würde den Wert Ihres Depots nicht verändern: {reason, select, base_currency {Es ist Ihre Basiswährung.} other {Sie halten nichts, das davon betroffen ist.}}',
  'tool.what_if.result':
    'Würde {subject} um {move} {direction, select, fall {fallen} other {steigen}}, würde Ihr Depot etwa **{amount}** {outcome, select, lose {verlieren} other {gewinnen}}{ratio, select, none {} other { ({ratio} seines Werts)}}, auf etwa {after}. Betroffene Positionen: {tickers}. Alles andere bleibt in dieser Rechnung gleich; es ist ein Gedankenspiel, keine Prognose.',

  'tool.rebalance.within': 'Jede Anlageklasse liegt in ihrem Zielbereich, ein Rebalancing ist nicht nötig.',
  'tool.rebalance.assumed': 'Es ist kein Risikoprofil hinterlegt, daher gelten die Bereiche für ein ausgewogenes Profil.',
  'tool.rebalance.off': 'Anteil {label}: {weight}, {status, select, above {über} other {unter}} dem Zielbereich von {band}.',
  'tool.rebalance.classes_head': 'Wo jede Anlageklasse gegenüber ihrem Zielbereich steht:',
  'tool.rebalance.trades_head': 'Transaktionen, die jede Klasse wieder in ihren Bereich bringen würden (Verkäufe finanzieren die Käufe):',
  'tool.rebalance.trade': '{side, select, buy {Kauf} other {Verkauf}} {quantity, select, none {} other {{quantity} }}{what} für etwa {amount}',
  'tool.rebalance.class_trade': '{side, select, buy {Etwa {amount} zu {label} hinzufügen} other {Etwa {amount} aus {label} entnehmen}}',
  'tool.rebalance.not_advice': 'Das ist eine Rechnung mit Ihren Zielbereichen, keine Empfehlung: Steuern und Handelskosten sind nicht berücksichtigt.',

  'tool.activity.no_log': 'Für dieses Depot sind keine Transaktionen erfasst, daher kann ich nichts über Handel, Gebühren oder realisierte Ergebnisse sagen.',
  'tool.income.not_recorded': 'Für dieses Depot sind keine Dividenden oder Zinsen erfasst: Sein Aktivitätsprotokoll enthält keine Ausschüttungen, daher kann ich nicht sagen, was es Ihnen ausgezahlt hat. Ich kann Ihnen seinen Wert, seine Rendite, seine Positionen und die Gebühren seiner Transaktionen nennen.',
  'tool.income.none': 'Das Aktivitätsprotokoll verzeichnet keine Dividenden oder Zinsen{period, select, other { für {period}} none {}}.',
  'tool.income.result':
    'Erträge{period, select, none {} other { für {period}}}: {net} nach Quellensteuer — {dividends} Dividenden (davon {withheld} an der Quelle einbehalten) und {interest} Zinsen.',
  'tool.income.by_holding': 'Dividenden nach Position: {holdings}.',
  'tool.cash_flows.result':
    '{period, select, none {Seit der ersten Aktivität} other {Für {period}}}: {deposits} eingezahlt, {withdrawals} ausgezahlt, {costs} an Gebühren und Steuern außerhalb von Trades. Netto investiertes Kapital seit der ersten Aktivität: {invested} ({from, select, deposits {Einzahlungen abzüglich Auszahlungen} other {Käufe abzüglich Verkäufe, da das Protokoll kein Bargeld ausweist}}).',
  'tool.fees.result':
    'Sie haben bei {count, plural, one {# erfassten Transaktion} other {# erfassten Transaktionen}} **{total}** an Transaktionsgebühren gezahlt, davon {last12m} in den letzten 12 Monaten{ratio, select, none {.} other {. Das sind {ratio} der gehandelten {notional}.}}',
  'tool.fees.asked':
    'Gebühren auf Ihre Transaktionen{tickers, select, none {} other { in {tickers}}}{period, select, none {} other { über {period}}}: **{amount}** ({count, plural, one {# Transaktion} other {# Transaktionen}}).',
  'tool.turnover.none_12m': 'Keine Ihrer {count, plural, one {# erfassten Transaktion} other {# erfassten Transaktionen}} fällt in die letzten 12 Monate.',
  'tool.turnover.result':
    'In den letzten 12 Monaten haben Sie {count, plural, one {# Transaktion} other {# Transaktionen}} getätigt: gekauft für {bought}, verkauft für {sold}.{ratio, select, none {} other { Der Umschlag (der kleinere der beiden Beträge im Verhältnis zum heutigen Wert) beträgt **{ratio}**: der Anteil des Depots, der ersetzt wurde.}}',
  'tool.realized.no_sells': 'Keine Ihrer {count, plural, one {# erfassten Transaktion} other {# erfassten Transaktionen}} ist ein Verkauf, daher ist noch nichts realisiert.',
  'tool.realized.total':
    'Ihre Verkäufe haben einen {direction, select, loss {Verlust} other {Gewinn}} von **{amount}** aus {count, plural, one {# Verkauf} other {# Verkäufen}} realisiert (zuerst gekauft, zuerst verkauft: Jeder Verkauf wird dem ältesten Kauf zugeordnet; ohne Gebühren).',
  'tool.realized.window': 'Über {period} haben Ihre Verkäufe{tickers, select, none {} other { von {tickers}}} einen {direction, select, loss {Verlust} other {Gewinn}} von **{amount}** realisiert ({count, plural, one {# Verkauf} other {# Verkäufe}}).',
  'tool.realized.line': '{ticker}: {amount}',
  'tool.realized.ticker': 'Ihre Verkäufe von {ticker} haben einen {direction, select, loss {Verlust} other {Gewinn}} von **{amount}** realisiert (zuerst gekauft, zuerst verkauft; ohne Gebühren).',
  'tool.realized.ticker_none': 'Laut Transaktionshistorie haben Sie kein {ticker} verkauft, daher ist darauf nichts realisiert.',
  'tool.realized.unmatched': 'Die Verkäufe von {tickers} übersteigen die erfassten Käufe, daher ist ein Teil {count, plural, one {seines} other {ihres}} Einstandswerts und Ergebnisses unbekannt.',

  'tool.risk.volatility':
    'Im vergangenen Jahr hätten die heutigen Positionen mit einer annualisierten Volatilität von **{volatility}** geschwankt (eine typische jährliche Schwankung des Werts nach oben oder unten).',
  'tool.risk.drawdown': 'Der größte Rückgang von einem Höchststand (Drawdown) betrug {drawdown}, vom {from} bis zum {to}.',
  'tool.risk.no_drawdown': 'Ihr gemeinsamer Wert ist in dieser Zeit nie unter einen Höchststand gefallen.',
  'tool.risk.no_history': 'Die Kurshistorie reicht nicht aus, um die Schwankung des Werts zu messen.',
  'tool.risk.stress':
    'Bei einem breiten Kurseinbruch ({shocks}, Anleihen und Liquidität unverändert) würde das Depot etwa **{loss}** verlieren{ratio, select, none {} other { ({ratio} seines Werts)}}{contributor, select, none {} other {, vor allem durch {contributor}}}.',
  'tool.risk.stress_none': 'Es enthält keine Aktien, Kryptowerte oder Rohstoffe, daher bliebe sein Wert bei einem Einbruch am Aktienmarkt weitgehend unverändert.',
  'tool.risk.excluded': 'Mangels Kurshistorie nicht in den Schwankungszahlen enthalten: {tickers}.',

  'tool.fit.assumed': 'Für dieses Depot ist kein Risikoprofil hinterlegt, daher habe ich es mit den Bereichen für einen ausgewogenen Anleger verglichen; hinterlegen Sie ein Profil für eine echte Prüfung.',
  'tool.fit.profile':
    'Ihr Risikoprofil ist **{tolerance}**{horizon, select, none {} other {, mit einem Anlagehorizont von {horizon} Jahren}}{shifted, select, none {} other { (wegen des kurzen Horizonts gelten die Bereiche eines Profils „{shifted}“)}}.',
  'tool.fit.all_within': 'Jede Anlageklasse liegt in ihrem Zielbereich.',
  'tool.fit.outside': '{count, plural, one {Eine Anlageklasse liegt} other {# Anlageklassen liegen}} außerhalb {count, plural, one {ihres Zielbereichs} other {ihrer Zielbereiche}}:',

  'tool.fx.unknown': 'Ich habe keinen gespeicherten Wechselkurs zwischen {base} und {quote}.',
  'tool.fx.result':
    '1 {base} kostet **{rate} {quote}** (Kurs vom {date}){change, select, none {.} other {: {base} hat sich gegenüber {quote} über {period} {direction, select, stronger {um **{change}** verstärkt} weaker {um **{change}** abgeschwächt} other {nicht verändert (**{change}**)}}{start, select, none {} other {, ausgehend von {start}}}.}}',

  'tool.stories.none': 'Dazu habe ich bis heute keine Nachrichten, daher kann ich nicht sagen, was dort passiert, ohne zu raten.',
  'tool.stories.head_query': 'Was die von uns verfolgten Nachrichten sagen:',
  'tool.stories.head_portfolio': 'Die neuesten Nachrichten, die Ihre Positionen betreffen:',
  'tool.stories.head_latest': 'Keine der von uns verfolgten Nachrichten betraf zuletzt Ihre Positionen; die neuesten Themen insgesamt:',
  'tool.stories.line': '**{title}** ({status}): am {date} {headline}{marker}.{change, select, none {} other { {change}}}{holdings, select, none {} other { {holdings}}}',
  'tool.stories.change': '{entity}: {attribute} änderte sich von {from} auf {to}.',
  'tool.stories.touches': 'Betroffen sind Ihre Positionen {tickers}{share, select, none {} other { ({share} Ihres Depots)}}.',
  'tool.timeline.head': 'Wie sich **{title}** entwickelt hat ({shown, plural, one {die neueste Entwicklung} other {die # neuesten}} von {count}):',
  'tool.timeline.line': '{date}: {headline}{marker}',

  'tool.recent.trades': '{count, plural, one {Eine Transaktion} other {# Transaktionen}} in den letzten {days} Tagen: {trades}.',
  'tool.recent.trade': '{quantity} {ticker} am {date} {side, select, buy {gekauft} other {verkauft}}',
  'tool.recent.no_trades': 'In den letzten {days} Tagen wurden keine Transaktionen erfasst; verändert haben sich also nur Kurse und Nachrichten.',
  'tool.recent.moves': 'Die größten Kursbewegungen Ihrer Positionen im vergangenen Monat: {moves}.',
  'tool.recent.stories_head': 'Nachrichten, die zuletzt Ihre Positionen betrafen:',
  'tool.recent.no_stories': 'Keine der von uns verfolgten Nachrichten betraf in den letzten {days} Tagen Ihre Positionen.',

  'tool.performance.nearest':
    'Renditen werden für den vergangenen Monat, drei Monate, das laufende Jahr, das vergangene Jahr und seit Beginn geführt, nicht für {asked}; hier {period}.',
  'tool.span.no_data': 'Für {period} habe ich keine Daten: Er beginnt vor der Historie, die ich bewerten kann, daher nenne ich dafür keine Zahl statt einer für andere Tage.',
  'tool.performance.unknown': 'Für {period} kann ich keine Rendite angeben.',
  'tool.performance.result':
    '{when, select, 1W {In der vergangenen Woche} 1M {Im vergangenen Monat} 3M {In den vergangenen drei Monaten} 6M {In den vergangenen sechs Monaten} YTD {Dieses Jahr} 1Y {Im vergangenen Jahr} span {Vom {from} bis zum {to}} other {Seit Ihrer ersten Transaktion}} liegt Ihr Depot **{twr}** im {direction, select, down {Minus} other {Plus}}{benchmark, select, none { (zeitgewichtete Rendite).} other {: eine Rendite {relation, select, ahead {vor} behind {hinter} other {gleichauf mit}} Ihrer Benchmark mit **{benchmark}** ({label}).}}',
  'tool.performance.value_change': 'Sein Wert hat sich um {amount} verändert, einschließlich eingezahlten oder entnommenen Geldes.',
  'tool.performance.basis_log': 'Die Rendite ist zeitgewichtet aus Ihrer Transaktionshistorie berechnet, daher zählen Ein- und Auszahlungen nicht als Gewinn oder Verlust.',
  'tool.performance.basis_holdings':
    'Dabei wird angenommen, dass die heutigen Positionen durchgehend gehalten wurden (keine Transaktionshistorie erklärt sie); die Zahl zeigt also ihre Wertentwicklung, nicht Ihren tatsächlichen Ertrag.',
  'tool.performance.mwr':
    '{when, select, 1M {Im vergangenen Monat} 3M {In den vergangenen drei Monaten} YTD {Dieses Jahr} 1Y {Im vergangenen Jahr} span {Vom {from} bis zum {to}} other {Seit Ihrer ersten Transaktion}} beträgt Ihre geldgewichtete Rendite (interner Zinsfuß, XIRR) **{mwr}**{annualized, select, yes { pro Jahr} other {}}: was Ihr Geld verdient hat, einschließlich des Zeitpunkts Ihrer Ein- und Auszahlungen.',
  'tool.performance.mwr_twr': 'Ihre zeitgewichtete Rendite, die diesen Zeitpunkt außer Acht lässt, beträgt {twr}.',
  'tool.performance.mwr_unknown': 'Für {period} kann ich keine geldgewichtete Rendite angeben.',
  'tool.risk.limit': 'Das ist {above, select, yes {**mehr**} other {nicht mehr}} als die {limit}, die {assumed, select, yes {ein ausgewogenes Profil (angenommen: keines ist hinterlegt)} other {Ihr Risikoprofil „{profile}“}} zulässt.',
  'tool.compare.own_gains': 'Für Sie hat sich {best} besser entwickelt: {bestGain} auf Ihren Kaufpreis, gegenüber {worstGain} bei {worst} (nicht realisiert: noch nicht durch Verkauf gesichert).',
  'tool.stale_close_age':
    'Dieser Schlusskurs ist {weeks, plural, =0 {{days, plural, one {# Tag} other {# Tage}}} one {# Woche} other {# Wochen}} alt: älter als für seinen Markt üblich.',
  'tool.stale_close':
    '{tickers, select, none {Bewertet} other {{tickers} {count, plural, one {ist} other {sind}} bewertet}} zum Schlusskurs vom {date}, {weeks, plural, =0 {{days, plural, one {# Tag} other {# Tage}}} one {# Woche} other {# Wochen}} alt: älter als für {count, plural, one {seinen Markt} other {ihre Märkte}} üblich.',
} as const satisfies Record<keyof typeof en, string>;
