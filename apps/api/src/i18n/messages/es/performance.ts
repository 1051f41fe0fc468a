import type { performance as en } from '../en/performance.js';

/** Spanish messages of the performance area (ICU MessageFormat): rentabilidad. */
export const performance = {
  'performance.period.name':
    '{period, select, m1 {el último mes} m3 {los últimos tres meses} ytd {lo que va de año} y1 {el último año} other {todo el historial}}',
  'performance.method':
    'La rentabilidad ponderada por tiempo muestra cómo les ha ido a las inversiones en sí, con independencia del dinero aportado o retirado y de cuándo. La rentabilidad ponderada por dinero (TIR) tiene en cuenta además el momento y el importe de ese dinero: es una tasa anual para periodos de más de un año y, si no, la rentabilidad del periodo. Las comisiones cuentan como dinero pagado sin contrapartida, así que reducen ambas.',
  'performance.total.method':
    'Las rentabilidades son rentabilidades totales: lo que hicieron los precios más los ingresos recibidos (dividendos tras la retención en origen, e intereses). La parte de ingresos es el ingreso de cada día sobre el dinero invertido, encadenado día a día como las contribuciones; la parte de precios es el resto, de modo que ambas suman el total. Las comisiones e impuestos pagados fuera de las operaciones reducen la rentabilidad.',
  'performance.cash.reported':
    'Su registro de operaciones refleja el efectivo (aportaciones y retiradas), así que el valor incluye el saldo de efectivo en cada divisa, convertido a {currency}; solo las aportaciones, las retiradas y las posiciones traspasadas cuentan como dinero añadido o retirado.',
  'performance.cash.notReported':
    '{reason, select, negative {Su registro de operaciones tiene aportaciones o retiradas, pero su efectivo quedaría por debajo de cero (gastos que ninguna aportación cubrió), así que el efectivo no se cuenta:} other {Su registro de operaciones no refleja efectivo (ni aportaciones ni retiradas), así que}} el dinero se mide donde entra y sale de las posiciones: las compras lo aportan, las ventas, dividendos e intereses lo retiran, y las comisiones e impuestos aportan dinero que no compra nada.',
  'performance.basis.tradeLog':
    'Estas cifras siguen su historial de operaciones: las posiciones de cada día pasado son las actuales deshaciendo las operaciones posteriores, valoradas a los precios de cierre y tipos de cambio de ese día en {currency}.',
  'performance.basis.noLog':
    'No hay historial de operaciones, así que estas cifras suponen que las posiciones actuales se mantuvieron sin cambios; las operaciones intermedias no se reflejan.',
  'performance.basis.unreconciled':
    'El historial de operaciones no explica {count, plural, one {la posición actual en {tickers}} other {las posiciones actuales en {tickers}}}: deshacer las operaciones dejaría una cantidad negativa (más vendido que comprado, o más comprado de lo que se tiene hoy). Por eso estas cifras suponen que las posiciones actuales se mantuvieron sin cambios.',
  'performance.si.priceHistory':
    'Con las posiciones actuales mantenidas todo el periodo, «desde el inicio» significa desde el {date}, el primer día del historial que guardamos con precio para todas ellas.',
  'performance.excluded':
    '{tickers} {count, plural, one {queda excluido} other {quedan excluidos}} de estas cifras: no hay precio ni tipo de cambio disponible.',
  'performance.noHistory': 'No se ha podido valorar por completo ningún día pasado, así que todavía no hay cifras a lo largo del tiempo.',
  'performance.periods.beforeHistory':
    'El historial de valor empieza el {date}, así que {periods} no {count, plural, one {tiene} other {tienen}} cifras.',
  'performance.mwr.unsolved': 'La rentabilidad ponderada por dinero para {periods} no se puede calcular a partir de las aportaciones y retiradas.',
  'performance.contributions':
    'Las contribuciones reparten entre las posiciones la rentabilidad ponderada por tiempo en {period}; su suma es igual a ella.',
  'performance.benchmark.default':
    'El índice de referencia es una mezcla según {assumed, select, yes {una distribución objetivo equilibrada, ya que la cartera no tiene perfil de riesgo} other {la distribución objetivo de su perfil de riesgo}}: acciones y bonos, cada uno en el centro de su rango objetivo, ampliados al 100 % porque la liquidez, los criptoactivos y las materias primas no tienen fondo indexado en nuestros datos. Se reequilibra a estos pesos cada día.',
  'performance.benchmark.own': 'El índice de referencia es el definido para esta cartera, reequilibrado a sus pesos cada día.',
  'performance.benchmark.missing':
    'No hay comparación con el índice de referencia: {tickers} no {count, plural, one {tiene} other {tienen}} precios.',
  'performance.benchmark.beforePrices':
    'Los precios del índice de referencia empiezan el {date}, así que {periods} no {count, plural, one {tiene} other {tienen}} cifra de referencia.',
  'performance.benchmark.part.shares': '{weight} acciones globales ({ticker})',
  'performance.benchmark.part.bonds': '{weight} bonos ({ticker})',
  'performance.benchmark.part.named': '{weight} {name} ({ticker})',
  'performance.netInvested':
    'El capital neto invertido son {from, select, deposits {los depósitos menos las retiradas} other {las compras (con sus comisiones) menos las ventas (netas de comisiones), con las posiciones traspasadas a su coste declarado, ya que el registro no refleja efectivo}}; las participaciones compradas con un dividendo no son dinero nuevo.',
} as const satisfies Record<keyof typeof en, string>;
