import type { glossary as en } from '../en/glossary.js';

/** German plain-words explanations of the terms the card and the chat use (ICU MessageFormat). */
export const glossary = {
  'glossary.volatility':
    '**Volatilität** beschreibt, wie stark ein Wert typischerweise schwankt. Eine annualisierte Volatilität von 15 % bedeutet, dass sich der Wert in einem normalen Jahr um etwa 15 % um seinen Trend nach oben oder unten bewegt; je höher, desto unruhiger.',
  'glossary.drawdown':
    'Ein **Drawdown** ist ein Rückgang von einem früheren Höchststand auf einen späteren Tiefststand. Der größte in einem Zeitraum zeigt den schlimmsten Verlust, den jemand aussitzen musste, der am Hoch gekauft hat.',
  'glossary.effective_holdings':
    'Die **effektive Anzahl der Positionen** gibt an, wie viele gleich große Positionen so breit gestreut wären wie Ihre (1 ÷ Summe der quadrierten Gewichte). Zehn Positionen, von denen eine 90 % ausmacht, verhalten sich etwa wie eine.',
  'glossary.diversification':
    '**Diversifikation** heißt, Geld auf Anlagen zu verteilen, die sich nicht alle gleich bewegen, damit ein schlechtes Ergebnis nicht das ganze Depot mitreißt. Das senkt das Risiko, ohne auf die Rendite eines einzelnen Marktes zu verzichten.',
  'glossary.concentration': '**Konzentration** beschreibt, wie viel des Depots in wenigen Positionen steckt. Ein konzentriertes Depot hängt stark davon ab, wie sich diese wenigen entwickeln.',
  'glossary.band':
    'Ein **Zielbereich** ist der Anteil am Depot, in dem eine Anlageklasse bei einem Risikoprofil bleiben sollte, zum Beispiel 25–45 % Anleihen für einen ausgewogenen Anleger. Außerhalb davon trägt das Depot mehr oder weniger Risiko als vorgesehen.',
  'glossary.allocation': 'Die **Aufteilung** (Allokation) zeigt, wie das Depot verteilt ist, zum Beispiel auf Aktien, Anleihen und Liquidität oder nach Region, Sektor oder Währung.',
  'glossary.exposure': 'Das **Engagement** ist der Anteil des Depots, den eine Bewegung bei etwas Bestimmtem (einer Währung, einem Sektor, einem Unternehmen) betreffen würde.',
  'glossary.unrealized_pnl':
    'Ein **nicht realisierter Gewinn oder Verlust** ist das, was eine Position gegenüber dem Kaufpreis gewonnen oder verloren hat, solange Sie sie noch halten. Realisiert wird er erst beim Verkauf.',
  'glossary.realized_pnl': 'Ein **realisierter Gewinn oder Verlust** ist das, was Ihre Verkäufe tatsächlich festgeschrieben haben: der Verkaufspreis gegenüber dem Kaufpreis der verkauften Stücke.',
  'glossary.cost_basis': 'Der **Einstandspreis** ist das, was Sie je Stück einer Position gezahlt haben; Gewinne und Verluste werden daran gemessen.',
  'glossary.fifo':
    '**First in, first out (FIFO)** ordnet jedem Verkauf die ältesten noch gehaltenen Stücke zu, um zu bestimmen, an welchem Kaufpreis ein Verkauf gemessen wird.',
  'glossary.turnover':
    'Der **Umschlag** zeigt, wie viel des Depots in einem Jahr durch Handel ersetzt wurde: der kleinere Betrag aus Käufen und Verkäufen im Verhältnis zum Depotwert. 100 % bedeutet, dass das ganze Depot einmal umgeschichtet wurde.',
  'glossary.fees': '**Transaktionsgebühren** sind die Kosten eines Handels zusätzlich zum Kurs (Provisionen). Im Verhältnis zum gehandelten Volumen zeigen sie, wie teuer der Handel war.',
  'glossary.stress_test':
    'Ein **Stresstest** fragt, was ein breiter Kurseinbruch kosten würde: hier Aktien −20 %, Kryptowerte −50 % und Rohstoffe −10 %, Anleihen und Liquidität unverändert. Das ist ein Gedankenspiel, keine Prognose.',
  'glossary.rebalancing':
    '**Rebalancing** heißt, nach Marktbewegungen wieder zur Zielaufteilung zurückzukehren: Man verkauft einen Teil dessen, was zu groß geworden ist, und kauft, was unter seinen Bereich gefallen ist.',
  'glossary.benchmark':
    'Eine **Benchmark** ist der Vergleichsmaßstab eines Depots: eine Mischung breiter Marktfonds nach der Zielaufteilung Ihres Profils (oder der von Ihrem Anbieter festgelegten). Sie zu schlagen heißt, besser abzuschneiden als mit dieser Mischung.',
  'glossary.time_weighted_return':
    'Die **zeitgewichtete Rendite** misst, wie sich die Anlagen selbst entwickelt haben, ohne den Einfluss von Ein- und Auszahlungen. Sie ist die faire Kennzahl für den Vergleich mit einer Benchmark.',
  'glossary.money_weighted_return':
    'Die **geldgewichtete Rendite** misst, was Ihr Geld verdient hat, einschließlich des Zeitpunkts von Ein- und Auszahlungen: Ein Kauf kurz vor einem Anstieg erhöht sie, ein Kauf kurz vor einem Rückgang senkt sie.',
  'glossary.fixed_income': '**Anleihen** (festverzinsliche Wertpapiere) sind Kredite an Staaten oder Unternehmen, die Zinsen zahlen, auch in Form von Anleihefonds. Sie schwanken meist weniger als Aktien.',
  'glossary.etf': 'Ein **ETF** (börsengehandelter Fonds) wird wie eine Aktie gehandelt. Die meisten bilden einen Index nach, etwa die größten Unternehmen der Welt, sodass ein einziger ETF günstig Hunderte Unternehmen oder Anleihen enthalten kann.',
  'glossary.exchange_rate': 'Ein **Wechselkurs** gibt an, wie viel einer Währung man für eine Einheit einer anderen erhält, zum Beispiel 1 EUR = 1,19 USD.',
  'glossary.currency_effect':
    'Der **Währungseffekt** ist der Teil eines Gewinns oder Verlusts, der aus Wechselkursen stammt und nicht aus dem Kurs der Anlage selbst: Eine US-Aktie in einem Euro-Depot gewinnt, wenn der Dollar stärker wird.',
  'glossary.risk_profile': 'Ihr **Risikoprofil** (von konservativ bis offensiv, mit Ihrem Anlagehorizont) legt fest, wie viel Risiko das Depot tragen sollte, und damit seine Zielbereiche.',
  'glossary.stale_data':
    '**Veraltete Daten** bedeutet, dass die neuesten Nachrichten oder Kurse hinter einer Antwort älter sind als erwartet; die Zahlen stimmen zu ihrem Datum, nicht unbedingt für heute.',
  'glossary.total_return':
    'Die **Gesamtrendite** ist die Kursentwicklung plus die Erträge, die Ihre Positionen ausgezahlt haben (Dividenden nach einbehaltener Quellensteuer und Zinsen). Die reine Kursrendite lässt die Dividenden weg und unterschätzt so ein dividendenstarkes Depot.',
  'glossary.dividend_yield_on_cost':
    'Die **Dividendenrendite auf den Einstand** ist die Jahresdividende einer Position geteilt durch das, was Sie dafür bezahlt haben. Sie zeigt, was Ihr eigenes Geld an Ertrag bringt, und kann von der Rendite zum heutigen Kurs abweichen.',
  'glossary.withholding_tax':
    'Die **Quellensteuer** behält der Sitzstaat eines Unternehmens von dessen Dividende ein, bevor sie bei Ihnen ankommt. Sie ist Teil der Bruttodividende; je nach Doppelbesteuerungsabkommen können Sie einen Teil zurückfordern.',
  'glossary.net_invested':
    'Das **netto investierte Kapital** ist das eingezahlte Geld abzüglich des entnommenen: Einzahlungen minus Auszahlungen oder, wenn keine Einzahlungen erfasst sind, Käufe minus Verkäufe. Der Vergleich mit dem Wert zeigt, was das Depot erwirtschaftet hat.',
  'glossary.sharpe_ratio':
    'Die **Sharpe-Ratio** ist die Rendite über einem risikolosen Zins (etwa dem eines Tagesgeldkontos) geteilt durch die Volatilität: wie viel Rendite jede Einheit Risiko gebracht hat. Höher ist besser; so lassen sich Depots vergleichen, die unterschiedlich stark schwanken. Für Ihr Depot wird sie hier nicht berechnet, ihre beiden Bestandteile schon: die Rendite und die Volatilität.',
} as const satisfies Record<keyof typeof en, string>;
