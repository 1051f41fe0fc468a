import type { performance as en } from '../en/performance.js';

/** German messages of the performance area (ICU MessageFormat): Wertentwicklung, Rendite. */
export const performance = {
  'performance.period.name':
    '{period, select, m1 {den letzten Monat} m3 {die letzten drei Monate} ytd {das laufende Jahr} y1 {das letzte Jahr} other {den gesamten Verlauf}}',
  'performance.method':
    'Die zeitgewichtete Rendite zeigt, wie sich die Anlagen selbst entwickelt haben, unabhängig davon, wann wie viel Geld eingezahlt oder entnommen wurde. Die geldgewichtete Rendite (XIRR) berücksichtigt zusätzlich Zeitpunkt und Höhe dieser Zahlungen: Für Zeiträume über einem Jahr ist sie ein Jahressatz, sonst die Rendite über den Zeitraum. Gebühren gelten als gezahltes Geld ohne Gegenwert und senken daher beide.',
  'performance.total.method':
    'Renditen sind Gesamtrenditen: die Kursentwicklung plus die erhaltenen Erträge (Dividenden nach Quellensteuer sowie Zinsen). Der Ertragsanteil ist der Ertrag jedes Tages im Verhältnis zum eingesetzten Geld, Tag für Tag verknüpft wie die Beiträge; der Kursanteil ist der Rest, sodass beide zusammen die Gesamtrendite ergeben. Gebühren und Steuern außerhalb von Trades mindern die Rendite.',
  'performance.cash.reported':
    'Ihr Aktivitätsprotokoll weist Bargeld aus (Einzahlungen und Auszahlungen), daher enthält der Wert den Kontostand in jeder Währung, umgerechnet in {currency}; als zugeführtes oder entnommenes Geld zählen nur Einzahlungen, Auszahlungen und übertragene Positionen.',
  'performance.cash.notReported':
    '{reason, select, negative {Ihr Aktivitätsprotokoll enthält Ein- oder Auszahlungen, aber sein Kontostand würde unter null fallen (Ausgaben, die keine Einzahlung gedeckt hat), daher wird Bargeld nicht gezählt:} other {Ihr Aktivitätsprotokoll weist kein Bargeld aus (keine Ein- oder Auszahlungen), daher wird}} Geld dort gemessen, wo es in die Positionen hinein- und aus ihnen herausfließt: Käufe bringen es hinein, Verkäufe, Dividenden und Zinsen nehmen es heraus, Gebühren und Steuern bringen Geld hinein, das nichts kauft.',
  'performance.basis.tradeLog':
    'Diese Zahlen folgen Ihrer Transaktionshistorie: Die Bestände an jedem vergangenen Tag sind die heutigen, mit den späteren Transaktionen zurückgerechnet, bewertet zu den Schlusskursen und Wechselkursen dieses Tages in {currency}.',
  'performance.basis.noLog':
    'Es gibt keine Transaktionshistorie, daher nehmen diese Zahlen an, dass die heutigen Positionen unverändert gehalten wurden; zwischenzeitliche Transaktionen sind nicht berücksichtigt.',
  'performance.basis.unreconciled':
    'Die Transaktionshistorie erklärt {count, plural, one {den heutigen Bestand von {tickers}} other {die heutigen Bestände von {tickers}}} nicht: Das Zurückrechnen der Transaktionen ergäbe eine negative Stückzahl (mehr verkauft als gekauft oder mehr gekauft als heute gehalten). Daher nehmen diese Zahlen an, dass die heutigen Positionen unverändert gehalten wurden.',
  'performance.si.priceHistory':
    'Bei durchgehend gehaltenen heutigen Positionen bedeutet „seit Beginn“: seit dem {date}, dem ersten Tag mit Kursen für alle Positionen in der von uns gespeicherten Historie.',
  'performance.excluded':
    '{tickers} {count, plural, one {ist} other {sind}} in diesen Zahlen nicht enthalten: Dafür liegt kein Kurs oder Wechselkurs vor.',
  'performance.noHistory': 'Kein vergangener Tag konnte vollständig bewertet werden, daher gibt es noch keine Zahlen im Zeitverlauf.',
  'performance.periods.beforeHistory':
    'Der Wertverlauf beginnt am {date}, daher {count, plural, one {gibt es} other {gibt es}} für {periods} keine Zahlen.',
  'performance.mwr.unsolved': 'Die geldgewichtete Rendite für {periods} lässt sich aus den Ein- und Auszahlungen nicht berechnen.',
  'performance.contributions':
    'Die Beiträge teilen die zeitgewichtete Rendite für {period} auf die Positionen auf; zusammen ergeben sie diese.',
  'performance.benchmark.default':
    'Die Benchmark ist eine Mischung nach {assumed, select, yes {einer ausgewogenen Zielaufteilung, da für das Depot kein Risikoprofil hinterlegt ist} other {der Zielaufteilung Ihres Risikoprofils}}: Aktien und Anleihen jeweils in der Mitte ihres Zielbereichs, auf 100 % hochgerechnet, weil es für Liquidität, Kryptowerte und Rohstoffe in unseren Daten keinen Indexfonds gibt. Sie wird täglich auf diese Gewichte zurückgesetzt.',
  'performance.benchmark.own': 'Die Benchmark ist die für dieses Depot festgelegte und wird täglich auf ihre Gewichte zurückgesetzt.',
  'performance.benchmark.missing':
    'Es gibt keinen Vergleich mit der Benchmark: Für {tickers} {count, plural, one {liegt} other {liegen}} keine Kurse vor.',
  'performance.benchmark.beforePrices':
    'Die Kurse der Benchmark beginnen am {date}, daher {count, plural, one {hat} other {haben}} {periods} keinen Benchmark-Wert.',
  'performance.benchmark.part.shares': '{weight} Aktien weltweit ({ticker})',
  'performance.benchmark.part.bonds': '{weight} Anleihen ({ticker})',
  'performance.benchmark.part.named': '{weight} {name} ({ticker})',
  'performance.netInvested':
    'Das netto investierte Kapital sind {from, select, deposits {die Einzahlungen abzüglich der Auszahlungen} other {die Käufe (mit Gebühren) abzüglich der Verkäufe (nach Gebühren), übertragene Positionen zu ihren angegebenen Kosten, da das Protokoll kein Bargeld ausweist}}; mit einer Dividende gekaufte Anteile sind kein neues Geld.',
} as const satisfies Record<keyof typeof en, string>;
