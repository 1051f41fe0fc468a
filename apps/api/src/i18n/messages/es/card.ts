import type { card as en } from '../en/card.js';

/** Spanish sentences of the insight card (ICU MessageFormat), for retail investors: cartera, rentabilidad, plusvalía latente. */
export const card = {
  'card.market.title': 'Contexto de mercado',
  'card.market.lead':
    'En los últimos {days} días, {count, plural, one {una noticia afectó} other {# noticias afectaron}} a sus inversiones{holdings, select, none {} other {; en conjunto afectan a {whole, select, yes {todas sus posiciones} other {{holdings, plural, one {una posición} other {# posiciones}}, el {share} de su cartera}}}}.{count, plural, one {} other { {shown, plural, one {La más relevante:} other {Las # más relevantes:}}}}',
  'card.market.nothing': 'Ninguna de las noticias que seguimos afectó a sus inversiones en los últimos {days} días.',
  'card.market.last_exposed': 'La última que las afectó:',
  'card.market.latest_overall': 'La noticia más reciente de las que seguimos:',
  'card.market.no_news': 'Todavía no hay noticias de mercado disponibles.',

  'card.positions.title': 'Sus posiciones',
  'card.positions.closed':
    'La cartera no tiene nada hoy. Su registro de operaciones muestra {direction, select, loss {una pérdida realizada} other {una ganancia realizada}} de {realized} en ventas, {income} de ingresos tras la retención ({dividends} en dividendos, de los que {withheld} se retuvieron en origen, y {interest} en intereses), {costs} pagados en comisiones e impuestos fuera de las operaciones y un capital invertido neto de {invested} ({from, select, deposits {aportaciones menos retiradas} other {compras menos ventas}}).',
  'card.headline.closed': 'Esta cartera no tiene nada hoy; su registro de operaciones muestra lo que realizó y cobró.',
  'card.positions.empty': 'La cartera todavía está vacía, así que no hay nada que analizar.',
  'card.positions.none_valued': 'No se ha podido valorar ninguna de las posiciones, así que no se puede dar ninguna cifra.',
  'card.positions.lead': 'Su cartera vale **{value}**, repartida en {count, plural, one {# posición} other {# posiciones}}, a precios del {date}.',
  'card.positions.unrealized':
    'Respecto a lo que pagó, sus posiciones muestran una {direction, select, loss {minusvalía} other {plusvalía}} latente de {amount}{ratio, select, none {} other { ({ratio})}}{prices, select, none {.} other {: {prices} por precios y {currencies} por tipos de cambio.}}',
  'card.positions.no_split':
    'No hay fecha de compra registrada para {tickers}, así que {count, plural, one {su resultado no se puede} other {sus resultados no se pueden}} repartir entre el efecto de los precios y el de los tipos de cambio{split, select, yes { (se cuenta con los precios arriba)} other {}}.',
  'card.positions.performance':
    'En {period} obtuvo una rentabilidad de **{twr}**{benchmark, select, none {} other {, frente a {benchmark} de su índice de referencia{name, select, none {} other { ({name})}}}}{basis, select, current_holdings { (suponiendo que las posiciones actuales se mantuvieron durante todo el periodo)} other {}}.',
  'card.positions.activity':
    'Según su historial de operaciones: {realized, select, none {} other {sus ventas realizaron una {direction, select, loss {minusvalía} other {plusvalía}} de {realized}; }}{fees, select, none {} other {pagó {fees} en comisiones en los últimos 12 meses; }}{turnover, select, none {{trades, plural, =0 {ninguna operación en los últimos 12 meses.} one {# operación en los últimos 12 meses.} other {# operaciones en los últimos 12 meses.}}} other {{trades, plural, one {# operación} other {# operaciones}} en los últimos 12 meses {trades, plural, one {renovó} other {renovaron}} el {turnover} de la cartera.}}',
  'card.positions.stress':
    'En una caída generalizada del mercado ({shocks}), la cartera perdería alrededor de {loss} ({ratio} de su valor){contributor, select, none {} other {, sobre todo en {contributor}}}.',
  'card.positions.stress_none': 'No contiene acciones, criptoactivos ni materias primas, así que una caída de la bolsa dejaría su valor prácticamente sin cambios.',

  'card.profile.assumed_name': 'equilibrado (supuesto)',
  'card.profile.class': '{label} {weight} (objetivo {band}{status, select, above {, por encima} below {, por debajo} other {}})',
  'card.profile.assumed': 'No hay ningún perfil de riesgo registrado, así que no se puede valorar si la cartera encaja; los avisos anteriores usan los rangos de un inversor equilibrado: {classes}.',
  'card.profile.given':
    'Perfil de riesgo: {tolerance}{horizon, select, none {} other {, horizonte de {horizon} años}}{shifted, select, none {} other { (por el horizonte corto se aplican los rangos de un perfil «{shifted}»)}}. {outside, plural, =0 {La distribución encaja} one {Una clase de activo está fuera de su rango} other {# clases de activo están fuera de sus rangos}}: {classes}.',

  'card.finding.asset_class':
    '{label}: {weight} de la cartera, {status, select, above {por encima del} other {por debajo del}} rango objetivo de {band} para un perfil «{profile}».',
  'card.finding.single': '**{ticker}** supone por sí solo el {weight} de la cartera, por encima del {limit} que no debería superar una sola posición con su perfil «{profile}».',
  'card.finding.diversification':
    '{ticker, select, none {} other {La mayor posición es **{ticker}**, con un {weight}{top5, select, none {.} other {; las cinco mayores suman {top5}.}} }}En cuanto a diversificación, {count, plural, one {su # posición se comporta} other {sus # posiciones se comportan}} como {effective} del mismo tamaño.',
  'card.finding.sector': 'El sector {label} supone el {weight} de la cartera, por encima del límite de {limit} para un solo sector.',
  'card.finding.region': 'La región {label} supone el {weight} de la cartera, por encima del límite de {limit} para una sola región.',
  'card.finding.currency': 'El {weight} está en divisas distintas de {base} ({currencies}), por encima del límite de {limit}.',
  'card.finding.loss': '**{ticker}** está un {ratio} respecto a lo que pagó (una pérdida de {amount}) y pesa un {weight}.',
  'card.finding.risk':
    'En el último año, las posiciones actuales oscilaron con una volatilidad anualizada del {volatility}{above, select, yes { (por encima del {limit} adecuado para su perfil «{profile}»)} other {}}; la mayor caída desde un máximo fue del {drawdown}.',

  'card.unpriced': 'Sin valorar, y por eso excluido de todas las cifras en lugar de estimado: {holdings}.',
  'card.unpriced.unknown_ticker': '**{ticker}** (símbolo desconocido, sin datos de mercado)',
  'card.unpriced.missing_price': '**{ticker}** (sin precio en la fecha de valoración ni antes)',
  'card.unpriced.missing_fx': '**{ticker}** (sin tipo de cambio a la divisa base)',
  'card.warning.unknown_ticker': '{ticker}: no hay datos de mercado para este símbolo; excluido del análisis.',
  'card.warning.missing_price': '{ticker}: sin precio en la fecha de valoración ni antes; excluido del análisis.',
  'card.warning.missing_fx': '{ticker}: sin tipo de cambio a la divisa base; excluido del análisis.',
  'card.headline.no_holdings': 'Todavía no hay nada valorado en esta cartera, así que no hay nada que sopesar: añada posiciones para ver lo que importa.',
  'card.headline.story':
    '**{title}**: {headline} ({date}){marker}. Afecta directamente a {tickers}{more, plural, =0 {} one { y # más} other { y # más}}, el {share} de su cartera.',
  'card.headline.within_profile': 'Hoy nada en esta cartera está fuera de los rangos de su perfil «{profile}».',
  'card.positions.stale_prices':
    '{count, plural, one {Una posición} other {# posiciones}} ({tickers}), por {value} o el {share} de la cartera, {count, plural, one {está valorada} other {están valoradas}} a un precio más antiguo de lo habitual para {count, plural, one {su mercado} other {sus mercados}}.',
  'card.income.dividends': '{amount} en dividendos{withheld, select, none {} other { ({withheld} retenidos en origen)}}',
  'card.income.interest': '{amount} en intereses',
  'card.positions.income':
    '{period, select, none {Desde la primera operación} other {En {period}}} {net, select, none {pagó {costs} en comisiones e impuestos fuera de operaciones.} other {generó **{net}** de ingresos tras la retención: {parts}{costs, select, none {} other {; {costs} se fueron en comisiones e impuestos fuera de operaciones}}.}}{income, select, none {} other { Los ingresos aportan {income} de la rentabilidad total de {total}; los precios, {prices}.}}',
  'card.positions.cash': 'Con los {cash} de efectivo que deja su registro de operaciones, el total de la cartera es **{total}**.',
} as const satisfies Record<keyof typeof en, string>;
