import type { tools as en } from '../en/tools.js';

/** Spanish sentences of the insight tools (ICU MessageFormat). Figures arrive formatted; `none` marks an absent optional part. */
export const tools = {
  'tool.unpriced': 'Sin valorar, y por eso excluido de todas las cifras en lugar de estimado: {tickers} (sin datos de mercado ni precio).',

  'tool.summary.empty': 'Esta cartera todavía está vacía, así que no hay nada que analizar. Cuando tenga posiciones, podré describirlas.',
  'tool.summary.none_valued': 'No se ha podido valorar ninguna de las posiciones: no hay datos de mercado ni precio para {tickers}. No adivino precios.',
  'tool.summary.value': 'Su cartera vale **{value}**, repartida en {count, plural, one {# posición} other {# posiciones}}, a precios del {date}.',
  'tool.summary.unrealized':
    'Respecto a lo que pagó, es una {direction, select, loss {minusvalía} other {plusvalía}} latente de **{amount}**{ratio, select, none {} other { ({ratio})}}, aún no consolidada con una venta.',
  'tool.summary.derived_cost': 'El coste de compra de {tickers} se deduce del registro de operaciones (primero en entrar, primero en salir), ya que {count, plural, one {la posición no indica ninguno} other {las posiciones no indican ninguno}}.',
  'tool.summary.without_cost': 'No hay precio de compra registrado para {tickers}, así que {count, plural, one {su} other {su}} ganancia o pérdida es desconocida.',
  'tool.summary.largest': 'La mayor posición es {ticker}, con el {weight} de la cartera.',

  'tool.holdings.top': '{shown, plural, one {Su mayor posición (de {count}):} other {Sus # mayores posiciones (de {count}):}}',
  'tool.holdings.all': '{count, plural, one {Su única posición:} other {Sus # posiciones, de mayor a menor:}}',
  'tool.holdings.line': '**{ticker}** ({name}): {count, plural, one {{quantity} unidad} other {{quantity} unidades}} por {value}, el {weight} de la cartera',
  'tool.holdings.together': 'En conjunto suponen el {weight} de la cartera.',

  'tool.position.unknown':
    'No tengo datos de mercado de **{ticker}**, así que no puedo dar su precio ni sus noticias.{held, select, yes { Tiene {quantity} {ticker}, pero sin precio no se puede valorar y queda excluido de todas las cifras.} other {}}',
  'tool.position.held': 'Tiene {quantity} {ticker}, con un valor de **{value}**: el **{weight}** de su cartera.',
  'tool.position.pnl': 'Es una {direction, select, loss {minusvalía} other {plusvalía}} latente de {amount}{ratio, select, none {} other { ({ratio})}} respecto a lo que pagó.',
  'tool.position.in_currency': 'En {currency} son **{value}**, al último tipo de cambio registrado.',
  'tool.position.no_rate': 'No hay ningún tipo de cambio a {currency} registrado, así que no puedo dar su valor en {currency}.',
  'tool.position.no_cost': 'No hay precio de compra registrado para esta posición, así que su ganancia o pérdida es desconocida.',
  'tool.position.held_unpriced': 'Tiene {quantity} {ticker}, pero sin un precio almacenado no puedo valorarlo ni dar su peso.',
  'tool.position.not_held': 'No tiene {ticker} en esta cartera (0 %).',
  'tool.position.price': '{name} cerró a {price} el {date}{change, select, none {} other { ({change} en el último mes)}}.',
  'tool.position.no_price': 'No hay ningún precio almacenado de {name} hasta hoy.',

  'tool.price.unknown': 'No tengo datos de mercado de **{ticker}**, así que no puedo dar su precio ni sus movimientos.',
  'tool.price.result':
    '{name} cerró a **{price}** el {date}{change, select, none {.} other {: **{change}** en {period}{start, select, none {} other {, desde {start}}}.}}',

  'tool.price.on': '{name} cerró a **{price}** el {date}{same, select, yes {.} other { (último cierre el {asked} o antes).}}',
  'tool.compare.held': 'Tiene {value} de {ticker} (el {weight} de la cartera).',
  'tool.compare.not_held': 'No tiene {ticker}.',
  'tool.compare.verdict': 'En {period}, {best} fue el mejor ({bestChange}) y {worst} el peor ({worstChange}).',

  'tool.concentration.top': '{top5, select, none {Sus posiciones son {holdings}.} other {Sus mayores posiciones son {holdings}; las cinco mayores suman el {top5} de la cartera.}}',
  'tool.concentration.effective':
    'En cuanto a diversificación, se comporta como **{effective}** posiciones del mismo tamaño (de {count} que tiene): cuanto menor es ese número, más puede mover el conjunto una sola posición.',
  'tool.concentration.above_limit': '{ticker} supone por sí solo el {weight}, por encima del {limit} que no debería superar una sola posición con su perfil.',
  'tool.concentration.within_limit': 'Ninguna acción ni criptoactivo supera el límite del {limit} por posición para su perfil.',

  'tool.allocation.head': 'Cómo se reparte su cartera por {dimension}:',
  'tool.allocation.line': '{label}: {weight} ({value})',
  'tool.allocation.line_band':
    '{label}: {weight}{value, select, none {} other { ({value})}}; rango objetivo {band}{status, select, above { — **por encima**} below { — **por debajo**} other { — dentro}}',
  'tool.allocation.bands_assumed': 'No hay ningún perfil de riesgo registrado, así que estos son los rangos de un inversor equilibrado; registre un perfil para una comprobación real.',
  'tool.allocation.bands_from': 'Los rangos objetivo son los de un perfil de riesgo «{tolerance}».',

  'tool.exposure.none':
    '{kind, select, base_currency {Ninguna de sus posiciones cotiza en {subject}, su divisa base.} ticker {No tiene {subject}: no hay exposición.} other {Ninguna de sus posiciones está en {subject}: no hay exposición.}}',
  'tool.exposure.total':
    '{kind, select, currency {Las posiciones que cotizan en {subject} suponen el **{weight}** de su cartera ({amount}).} base_currency {Las posiciones que cotizan en {subject}, su divisa base, suponen el **{weight}** de su cartera ({amount}).} ticker {{subject} supone el **{weight}** de su cartera ({amount}).} other {Su exposición a {subject} es el **{weight}** de la cartera ({amount}).}}',
  'tool.exposure.drivers': '{count, plural, one {Procede en su totalidad de {only}.} other {Procede de {drivers}{more, plural, =0 {} one { y una más} other { y # más}}.}}',
  'tool.exposure.limit':
    'Eso está {above, select, yes {**por encima**} other {dentro}} del {limit} que admite {assumed, select, yes {un perfil equilibrado (supuesto: no hay ninguno registrado)} other {su perfil de riesgo {profile}}} {kind, select, sector {para un solo sector} region {para una sola región} currency {para divisas distintas de la suya} asset_class {para esta clase de activo} other {para una sola posición}}.',

  'tool.what_if.market': 'la bolsa (todas las posiciones en acciones)',
  'tool.what_if.none':
    'Una {direction, select, fall {caída} other {subida}} del {move} en {subject} no cambiaría el valor de su cartera: {reason, select, base_currency {es su divisa base.} other {no tiene nada que se vea afectado.}}',
  'tool.what_if.result':
    'Si {subject} {direction, select, fall {cayera} other {subiera}} un {move}, su cartera {outcome, select, lose {perdería} other {ganaría}} alrededor de **{amount}**{ratio, select, none {} other { ({ratio} de su valor)}}, hasta unos {after}. Posiciones afectadas: {tickers}. Todo lo demás se mantiene igual en este cálculo; es una simulación, no una previsión.',

  'tool.rebalance.within': 'Todas las clases de activo están dentro de su rango objetivo, así que no hace falta reequilibrar.',
  'tool.rebalance.assumed': 'No hay ningún perfil de riesgo registrado, así que se usan los rangos de un perfil equilibrado.',
  'tool.rebalance.off': 'Su peso en {label}, {weight}, está {status, select, above {por encima de} other {por debajo de}} su rango objetivo de {band}.',
  'tool.rebalance.classes_head': 'Dónde está cada clase de activo respecto a su rango objetivo:',
  'tool.rebalance.trades_head': 'Operaciones que devolverían cada clase a su rango (lo que se vende paga lo que se compra):',
  'tool.rebalance.trade': '{side, select, buy {Comprar} other {Vender}} {quantity, select, none {} other {{quantity} }}{what} por unos {amount}',
  'tool.rebalance.class_trade': '{side, select, buy {Añadir unos {amount} a {label}} other {Retirar unos {amount} de {label}}}',
  'tool.rebalance.not_advice': 'Esto es un cálculo sobre sus rangos objetivo, no una recomendación: no incluye impuestos ni costes de operar.',

  'tool.activity.no_log': 'No hay operaciones registradas en esta cartera, así que no puedo decir nada sobre operaciones, comisiones ni resultados realizados.',
  'tool.income.not_recorded': 'No hay dividendos ni intereses registrados para esta cartera: su registro de operaciones no recoge ningún pago, así que no puedo decir cuánto le ha reportado. Puedo indicarle su valor, su rentabilidad, sus posiciones y las comisiones de sus operaciones.',
  'tool.income.none': 'El registro de operaciones no recoge dividendos ni intereses{period, select, other { en {period}} none {}}.',
  'tool.income.result':
    'Ingresos{period, select, none {} other { en {period}}}: {net} tras la retención — {dividends} en dividendos ({withheld} retenidos en origen) y {interest} en intereses.',
  'tool.income.by_holding': 'Dividendos por posición: {holdings}.',
  'tool.cash_flows.result':
    '{period, select, none {Desde la primera operación} other {En {period}}}: {deposits} aportados, {withdrawals} retirados, {costs} pagados en comisiones e impuestos fuera de las operaciones. Capital invertido neto desde la primera operación: {invested} ({from, select, deposits {aportaciones menos retiradas} other {compras menos ventas, ya que el registro no refleja efectivo}}).',
  'tool.fees.result':
    'Ha pagado **{total}** en comisiones de operación en {count, plural, one {# operación registrada} other {# operaciones registradas}}, {last12m} de ello en los últimos 12 meses{ratio, select, none {.} other {. Es el {ratio} de los {notional} negociados.}}',
  'tool.fees.asked':
    'Comisiones de sus operaciones{tickers, select, none {} other { en {tickers}}}{period, select, none {} other { en {period}}}: **{amount}** ({count, plural, one {# operación} other {# operaciones}}).',
  'tool.turnover.none_12m': 'Ninguna de sus {count, plural, one {# operación registrada} other {# operaciones registradas}} es de los últimos 12 meses.',
  'tool.turnover.result':
    'En los últimos 12 meses hizo {count, plural, one {# operación} other {# operaciones}}: compró {bought} y vendió {sold}.{ratio, select, none {} other { La rotación (la menor de las dos cantidades frente al valor actual) es del **{ratio}**: la parte de la cartera que se ha sustituido.}}',
  'tool.realized.no_sells': 'Ninguna de sus {count, plural, one {# operación registrada} other {# operaciones registradas}} es una venta, así que todavía no se ha realizado nada.',
  'tool.realized.total':
    'Sus ventas han realizado una {direction, select, loss {minusvalía} other {plusvalía}} de **{amount}** en {count, plural, one {# venta} other {# ventas}} (primera entrada, primera salida: cada venta se empareja con la compra más antigua; sin comisiones).',
  'tool.realized.window': 'En {period}, sus ventas{tickers, select, none {} other { de {tickers}}} realizaron una {direction, select, loss {minusvalía} other {plusvalía}} de **{amount}** ({count, plural, one {# venta} other {# ventas}}).',
  'tool.realized.line': '{ticker}: {amount}',
  'tool.realized.ticker': 'Sus ventas de {ticker} realizaron una {direction, select, loss {minusvalía} other {plusvalía}} de **{amount}** (primera entrada, primera salida; sin comisiones).',
  'tool.realized.ticker_none': 'Según el historial de operaciones, no ha vendido {ticker}, así que no hay nada realizado en esa posición.',
  'tool.realized.unmatched': 'Las ventas de {tickers} superan las compras registradas, así que parte de {count, plural, one {su} other {su}} coste, y del resultado, es desconocida.',

  'tool.risk.volatility':
    'En el último año, las posiciones actuales habrían oscilado con una volatilidad anualizada del **{volatility}** (una oscilación anual típica del valor, al alza o a la baja).',
  'tool.risk.drawdown': 'La mayor caída desde un máximo (drawdown) fue del {drawdown}, del {from} al {to}.',
  'tool.risk.no_drawdown': 'Su valor conjunto nunca cayó por debajo de un máximo en ese tiempo.',
  'tool.risk.no_history': 'No hay suficiente historial de precios para medir cuánto oscila el valor.',
  'tool.risk.stress':
    'En una caída generalizada del mercado ({shocks}, bonos y liquidez sin cambios), la cartera perdería alrededor de **{loss}**{ratio, select, none {} other { ({ratio} de su valor)}}{contributor, select, none {} other {, sobre todo en {contributor}}}.',
  'tool.risk.stress_none': 'No contiene acciones, criptoactivos ni materias primas, así que una caída de la bolsa dejaría su valor prácticamente sin cambios.',
  'tool.risk.excluded': 'Excluidos de las cifras de oscilación por falta de historial de precios: {tickers}.',

  'tool.fit.assumed': 'No hay ningún perfil de riesgo registrado para esta cartera, así que la he comparado con los rangos de un inversor equilibrado; registre un perfil para una comprobación real.',
  'tool.fit.profile':
    'Su perfil de riesgo es **{tolerance}**{horizon, select, none {} other {, con un horizonte de {horizon} años}}{shifted, select, none {} other { (por el horizonte corto se aplican los rangos de un perfil «{shifted}»)}}.',
  'tool.fit.all_within': 'Todas las clases de activo están dentro de su rango objetivo.',
  'tool.fit.outside': '{count, plural, one {Una clase de activo está} other {# clases de activo están}} fuera de {count, plural, one {su rango objetivo} other {sus rangos objetivo}}:',

  'tool.fx.unknown': 'No tengo ningún tipo de cambio almacenado entre {base} y {quote}.',
  'tool.fx.result':
    '1 {base} equivale a **{rate} {quote}** (tipo del {date}){change, select, none {.} other {: frente al {quote}, el {base} {direction, select, stronger {se ha apreciado un **{change}**} weaker {se ha depreciado un **{change}**} other {se ha mantenido estable (**{change}**)}} en {period}{start, select, none {} other {, desde {start}}}.}}',

  'tool.stories.none': 'No tengo noticias sobre eso hasta hoy, así que no puedo decir qué está pasando sin adivinar.',
  'tool.stories.head_query': 'Lo que dicen las noticias que seguimos:',
  'tool.stories.head_portfolio': 'Las últimas noticias que afectan a sus posiciones:',
  'tool.stories.head_latest': 'Ninguna de las noticias que seguimos ha afectado últimamente a sus posiciones; los temas más recientes en general:',
  'tool.stories.line': '**{title}** ({status}): el {date}, {headline}{marker}.{change, select, none {} other { {change}}}{holdings, select, none {} other { {holdings}}}',
  'tool.stories.change': '{entity}: {attribute} pasó de {from} a {to}.',
  'tool.stories.touches': 'Afecta a sus posiciones {tickers}{share, select, none {} other { (el {share} de su cartera)}}.',
  'tool.timeline.head': 'Cómo evolucionó **{title}** ({shown, plural, one {el último avance} other {los # últimos}} de {count}):',
  'tool.timeline.line': '{date}: {headline}{marker}',

  'tool.recent.trades': '{count, plural, one {Una operación} other {# operaciones}} en los últimos {days} días: {trades}.',
  'tool.recent.trade': '{side, select, buy {compró} other {vendió}} {quantity} {ticker} el {date}',
  'tool.recent.no_trades': 'No se registraron operaciones en los últimos {days} días, así que lo que ha cambiado son los precios y las noticias.',
  'tool.recent.moves': 'Mayores movimientos de precio de sus posiciones en el último mes: {moves}.',
  'tool.recent.stories_head': 'Noticias que han afectado últimamente a sus posiciones:',
  'tool.recent.no_stories': 'Ninguna de las noticias que seguimos afectó a sus posiciones en los últimos {days} días.',

  'tool.performance.nearest':
    'Las rentabilidades se calculan para el último mes, tres meses, lo que va de año, el último año y desde el inicio, no para {asked}; aquí tiene {period}.',
  'tool.span.no_data': 'No tengo datos para {period}: empieza antes del historial que puedo valorar, así que no doy ninguna cifra en lugar de una de otros días.',
  'tool.performance.unknown': 'No puedo dar una rentabilidad para {period}.',
  'tool.performance.result':
    '{when, select, 1W {En la última semana} 1M {En el último mes} 3M {En los últimos tres meses} 6M {En los últimos seis meses} YTD {En lo que va de año} 1Y {En el último año} span {Del {from} al {to}} other {Desde su primera operación}}, su cartera {direction, select, down {baja} other {sube}} un **{twr}**{benchmark, select, none { (rentabilidad ponderada por tiempo).} other {: una rentabilidad {relation, select, ahead {por delante de} behind {por detrás de} other {al nivel de}} su índice de referencia, con **{benchmark}** ({label}).}}',
  'tool.performance.value_change': 'Su valor cambió en {amount}, incluido el dinero aportado o retirado.',
  'tool.performance.basis_log': 'La rentabilidad está ponderada por tiempo a partir de su historial de operaciones, así que las aportaciones y retiradas no cuentan como ganancia ni pérdida.',
  'tool.performance.basis_holdings':
    'Se supone que las posiciones actuales se mantuvieron todo el periodo (ningún historial de operaciones las explica), así que muestra cómo les fue a ellas, no lo que usted ganó.',
  'tool.performance.mwr':
    '{when, select, 1M {En el último mes} 3M {En los últimos tres meses} YTD {En lo que va de año} 1Y {En el último año} span {Del {from} al {to}} other {Desde su primera operación}}, su rentabilidad ponderada por dinero (TIR, XIRR) es del **{mwr}**{annualized, select, yes { anual} other {}}: lo que ha ganado su dinero, teniendo en cuenta cuándo lo aportó o lo retiró.',
  'tool.performance.mwr_twr': 'Su rentabilidad ponderada por tiempo, que no tiene en cuenta ese momento, es del {twr}.',
  'tool.performance.mwr_unknown': 'No puedo dar una rentabilidad ponderada por dinero para {period}.',
  'tool.risk.limit': 'Eso está {above, select, yes {**por encima**} other {dentro}} del {limit} que admite {assumed, select, yes {un perfil equilibrado (supuesto: no hay ninguno registrado)} other {su perfil de riesgo {profile}}}.',
  'tool.compare.own_gains': 'Para usted, a {best} le ha ido mejor: {bestGain} sobre lo que pagó, frente a {worstGain} en {worst} (no realizado: aún no asegurado con una venta).',
  'tool.stale_close_age':
    'Ese cierre tiene {weeks, plural, =0 {{days, plural, one {# día} other {# días}}} one {# semana} other {# semanas}} de antigüedad: más antiguo de lo habitual para su mercado.',
  'tool.stale_close':
    '{tickers, select, none {Valorado} other {{tickers} {count, plural, one {está valorado} other {están valorados}}}} al cierre del {date}, con {weeks, plural, =0 {{days, plural, one {# día} other {# días}}} one {# semana} other {# semanas}} de antigüedad: más antiguo de lo habitual para {count, plural, one {su mercado} other {sus mercados}}.',
} as const satisfies Record<keyof typeof en, string>;
