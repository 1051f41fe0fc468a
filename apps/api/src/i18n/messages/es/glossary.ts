import type { glossary as en } from '../en/glossary.js';

/** Spanish plain-words explanations of the terms the card and the chat use (ICU MessageFormat). */
export const glossary = {
  'glossary.volatility':
    'La **volatilidad** mide cuánto oscila normalmente un valor. Una volatilidad anualizada del 15 % significa que en un año normal el valor sube o baja alrededor de un 15 % en torno a su tendencia; cuanto más alta, más movido es el camino.',
  'glossary.drawdown':
    'Una **caída desde máximos** (drawdown) es el descenso desde un máximo anterior hasta un mínimo posterior. La mayor de un periodo muestra la peor pérdida que habría soportado quien compró en lo más alto.',
  'glossary.effective_holdings':
    'El **número efectivo de posiciones** indica cuántas posiciones del mismo tamaño estarían tan diversificadas como las suyas (1 ÷ la suma de los pesos al cuadrado). Diez posiciones en las que una pesa el 90 % se comportan más o menos como una sola.',
  'glossary.diversification':
    'La **diversificación** consiste en repartir el dinero entre inversiones que no se mueven todas a la vez, para que un mal resultado no pueda hundir toda la cartera. Reduce el riesgo sin renunciar a la rentabilidad de ningún mercado concreto.',
  'glossary.concentration': 'La **concentración** es cuánto de la cartera está en unas pocas posiciones. Una cartera concentrada depende mucho de cómo les vaya a esas pocas.',
  'glossary.band':
    'Un **rango objetivo** es la parte de la cartera en la que una clase de activo debería mantenerse para un perfil de riesgo, por ejemplo entre el 25 y el 45 % en bonos para un inversor equilibrado. Fuera de él, la cartera asume más o menos riesgo del que pretende el perfil.',
  'glossary.allocation': 'La **distribución** (asignación de activos) es cómo se reparte la cartera, por ejemplo entre acciones, bonos y liquidez, o por región, sector o divisa.',
  'glossary.exposure': 'La **exposición** es la parte de la cartera a la que afectaría un movimiento de algo concreto (una divisa, un sector, una empresa).',
  'glossary.unrealized_pnl':
    'Una **plusvalía o minusvalía latente** es lo que una posición ha ganado o perdido respecto a lo que pagó por ella, mientras la siga teniendo. Se realiza cuando vende.',
  'glossary.realized_pnl': 'Una **plusvalía o minusvalía realizada** es lo que sus ventas han consolidado de verdad: el precio de venta frente a lo que pagó por las unidades vendidas.',
  'glossary.cost_basis': 'El **precio medio de compra** es lo que pagó por cada unidad de una posición; las ganancias y pérdidas se miden frente a él.',
  'glossary.fifo':
    '**Primera entrada, primera salida (FIFO)** empareja cada venta con las unidades más antiguas que aún tiene, para saber con qué precio de compra se compara una venta.',
  'glossary.turnover':
    'La **rotación** es cuánto de la cartera se ha sustituido operando en un año: la menor de las cantidades compradas y vendidas, frente al valor de la cartera. Un 100 % significa que toda la cartera ha cambiado una vez.',
  'glossary.fees': 'Las **comisiones de operación** son lo que cuestan las operaciones además del precio. En relación con el importe negociado, muestran lo caro que ha sido operar.',
  'glossary.stress_test':
    'Una **prueba de resistencia** calcula lo que costaría una caída generalizada: aquí las acciones caen un 20 %, los criptoactivos un 50 % y las materias primas un 10 %, con bonos y liquidez sin cambios. Es una simulación, no una previsión.',
  'glossary.rebalancing':
    '**Reequilibrar** es volver a su distribución objetivo después de que los mercados la hayan alterado, vendiendo parte de lo que ha crecido demasiado para comprar lo que ha quedado por debajo de su rango.',
  'glossary.benchmark':
    'Un **índice de referencia** es aquello con lo que se compara una cartera: una mezcla de fondos de mercado amplios según la distribución objetivo de su perfil (o la que haya fijado su proveedor). Batirlo significa hacerlo mejor que simplemente mantener esa mezcla.',
  'glossary.time_weighted_return':
    'La **rentabilidad ponderada por tiempo** mide cómo les ha ido a las inversiones en sí, sin el efecto de las aportaciones y retiradas. Es la cifra justa para compararse con un índice de referencia.',
  'glossary.money_weighted_return':
    'La **rentabilidad ponderada por dinero** mide lo que ha ganado su dinero, teniendo en cuenta cuándo lo aportó o retiró: comprar justo antes de una subida la aumenta y comprar justo antes de una caída la reduce.',
  'glossary.fixed_income': 'La **renta fija** son bonos y fondos de bonos: préstamos a gobiernos o empresas que pagan intereses. Suelen oscilar menos que las acciones.',
  'glossary.etf': 'Un **ETF** (fondo cotizado) se compra y vende como una acción. La mayoría sigue un índice, por ejemplo las mayores empresas del mundo, así que un solo ETF puede contener a bajo coste cientos de empresas o bonos.',
  'glossary.exchange_rate': 'Un **tipo de cambio** indica cuánto de una divisa se obtiene por una unidad de otra, por ejemplo 1 EUR = 1,19 USD.',
  'glossary.currency_effect':
    'El **efecto divisa** es la parte de una ganancia o pérdida que viene de los tipos de cambio y no del precio de la propia inversión: una acción estadounidense en una cartera en euros gana cuando el dólar se fortalece.',
  'glossary.risk_profile': 'Su **perfil de riesgo** (de conservador a agresivo, con su horizonte) determina cuánto riesgo debe asumir la cartera y, por tanto, sus rangos objetivo.',
  'glossary.stale_data':
    'Los **datos desactualizados** significan que las noticias o precios más recientes detrás de una respuesta son más antiguos de lo esperado; las cifras son correctas a su fecha, no necesariamente hoy.',
  'glossary.total_return':
    'La **rentabilidad total** es lo que hicieron los precios más los ingresos que le pagaron sus posiciones (dividendos tras la retención en origen, e intereses). La rentabilidad de precio sola deja fuera los dividendos y subestima una cartera que los reparte.',
  'glossary.dividend_yield_on_cost':
    'La **rentabilidad por dividendo sobre coste** es el dividendo anual de una posición dividido por lo que pagó por ella. Muestra lo que rinde su propio dinero en ingresos, que puede diferir de la rentabilidad al precio de hoy.',
  'glossary.withholding_tax':
    'La **retención en origen** es el impuesto que el país de una empresa descuenta de su dividendo antes de que le llegue. Forma parte del dividendo bruto; según los convenios fiscales, puede recuperar una parte.',
  'glossary.net_invested':
    'El **capital neto invertido** es el dinero que ha aportado menos el que ha retirado: depósitos menos retiradas o, si no hay depósitos registrados, compras menos ventas. Compararlo con el valor muestra lo que ha ganado la cartera.',
  'glossary.sharpe_ratio':
    'El **ratio de Sharpe** es la rentabilidad por encima de un tipo sin riesgo (como el de una cuenta remunerada) dividida por la volatilidad: cuánto ha rendido cada unidad de riesgo. Cuanto más alto, mejor; sirve para comparar carteras que oscilan de forma distinta. Aquí no se calcula para su cartera, pero sí sus dos componentes: la rentabilidad y la volatilidad.',
} as const satisfies Record<keyof typeof en, string>;
