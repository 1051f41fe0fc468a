import type { chat as en } from '../en/chat.js';

/** Spanish sentences of the chat: policy, declines, follow-up questions (ICU MessageFormat). */
export const chat = {
  'chat.policy.advice':
    'No doy asesoramiento de inversión ni le digo qué comprar o vender: eso depende de toda su situación, que puede valorar un asesor autorizado. Estos son los datos relevantes para su pregunta.',
  'chat.policy.forecast':
    'No hago predicciones sobre precios ni mercados: nadie puede conocerlos, y solo digo lo que muestran los datos almacenados. Estos son los datos tal como están.',
  'chat.off_topic':
    'Eso queda fuera de lo que puedo hacer. Respondo preguntas sobre su cartera (valor, rentabilidad, riesgo, posiciones, distribución, comisiones y operaciones), sobre el precio y la evolución de cualquier valor, los tipos de cambio y las noticias que hay detrás.',
  'chat.tool_failed': 'No he podido calcular una parte de la respuesta ({tool}); el resto es válido.',
  'chat.bad_arguments': 'No he podido deducir {tool} de la pregunta tal como está formulada.',

  'suggest.summary': '¿Cuánto vale mi cartera?',
  'suggest.performance': '¿Qué rentabilidad ha tenido mi cartera en el último año?',
  'suggest.risk': '¿Qué riesgo tiene mi cartera?',
  'suggest.concentration': '¿Está mi cartera demasiado concentrada?',
  'suggest.allocation': '¿Cómo se reparte mi cartera por clase de activo?',
  'suggest.fit': '¿Encaja mi cartera con mi perfil de riesgo?',
  'suggest.rebalance': '¿Cómo devuelvo el peso de {label} al rango {band}?',
  'suggest.what_if': '¿Qué supondría para mi cartera una caída del 30 % de {ticker}?',
  'suggest.sector_exposure': '¿Qué posiciones forman mi exposición al sector {sector}?',
  'suggest.currency_exposure': '¿Qué parte de mi cartera está en {currency}?',
  'suggest.fees': '¿Cuánto he pagado en comisiones?',
  'suggest.turnover': '¿Con qué frecuencia he operado en el último año?',
  'suggest.realized': '¿Qué plusvalía o minusvalía han realizado mis ventas?',
  'suggest.story': '¿Qué hay de nuevo sobre el tema «{title}»?',
  'suggest.timeline': '¿Cómo ha evolucionado el tema «{title}»?',
  'suggest.position': '¿Cuánto vale mi posición en {ticker}?',
  'suggest.price': '¿Cómo ha evolucionado {ticker} en los últimos tres meses?',
  'suggest.recent': '¿Qué ha cambiado últimamente en mi cartera?',
  'suggest.holdings': '¿Cuáles son mis mayores posiciones?',
  'suggest.news': '¿Qué noticias hay sobre mis posiciones?',
  'chat.clarify': 'No estoy seguro de lo que pregunta. ¿Quería decir una de estas preguntas?',
  'chat.clarify_subject': '¿Cuál quiere decir? Mi última respuesta mencionaba varias:',
  'chat.no_data.instrument': 'No tengo datos de mercado sobre {subject}, así que no puedo darle su precio, su evolución ni sus noticias. Puedo hablarle de los instrumentos que sigo, de sus posiciones y de las noticias que las afectan.',
  'chat.no_data.benchmark': 'No tengo una serie para {subject}, así que no puedo comparar su cartera con él. Puedo mostrarle su rentabilidad frente al índice de referencia con el que se mide su cartera.',
  'chat.no_data.unsupported': 'No tengo datos para eso: solo veo sus posiciones, sus movimientos y los datos de mercado que guardo, así que no puedo decir nada sobre impuestos, pensiones o cuentas, ni dar órdenes. Puedo darle el valor, la rentabilidad, el riesgo y las comisiones de su cartera, y los dividendos e intereses cobrados.',
  'chat.yes': '**Sí.**',
  'chat.no': '**No.**',
  'chat.greeting': '¡Hola! Respondo preguntas sobre su cartera, los valores que contiene y las noticias que los afectan, a partir de sus datos. Por ejemplo:',
} as const satisfies Record<keyof typeof en, string>;
