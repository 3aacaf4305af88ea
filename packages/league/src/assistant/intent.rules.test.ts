import { describe, expect, it } from 'vitest';
import { detectIntent, type Intent } from './intent.rules';

const data = (topic: Extract<Intent, { kind: 'data' }>['topic']): Intent => ({ kind: 'data', topic });
const rules: Intent = { kind: 'rules' };
const help: Intent = { kind: 'help' };
const yellows: Intent = { kind: 'yellow_rules' };

describe('detectIntent', () => {
  it.each<[string, Intent]>([
    ['¿Cuánto presupuesto tengo?', data('budget')],
    ['cuanta plata tengo disponible', data('budget')],
    ['¿Cuánto tengo comprometido?', data('budget')],
    ['¿Cuáles son mis últimos movimientos?', data('movements')],
    ['¿En qué gasté?', data('movements')],
    ['¿Cómo está mi plantel?', data('squad')],
    ['¿Cuál es el promedio de CA de mi equipo?', data('squad')],
    ['¿Cuándo es mi próximo partido?', data('next_matches')],
    ['¿Cuándo juego?', data('next_matches')],
    ['¿Quiénes son mis próximos rivales?', data('next_matches')],
    ['¿Qué subastas cierran pronto?', data('auctions')],
    ['¿Hay subastas abiertas?', data('auctions')],
    ['¿Tengo jugadores suspendidos?', data('suspensions')],
    ['mis jugadores sancionados', data('suspensions')],
    ['¿Cómo va mi equipo en la tabla?', data('standings')],
    ['¿En qué posición estoy?', data('standings')],
    ['¿Cuántos jugadores puedo perder por cláusula?', rules],
    ['¿Cómo funcionan las subastas?', rules],
    ['¿Qué dice el reglamento sobre mi presupuesto?', rules],
    ['¿Cuántas amarillas son una suspensión?', yellows],
    ['cuántas amarillas para suspensión', yellows],
    ['¿Con cuántas amarillas me suspenden?', yellows],
    ['¿Tengo jugadores suspendidos por amarillas?', data('suspensions')],
    ['amarillas acumuladas en la copa', yellows],
    ['quién va primero en la tabla', data('leader')],
    ['¿Quién es el puntero?', data('leader')],
    ['¿Qué equipo es líder de Segunda?', data('leader')],
    ['¿Cuánto dura una CDR?', rules],
    ['premio del campeón', rules],
    ['¿Quién ganó el mundial?', rules],
    ['hola', help],
    ['Gracias!', help],
    ['¿Qué podés hacer?', help],
    ['   ', help],
    ['¿¡?!', help],
  ])('%j', (text, expected) => {
    expect(detectIntent(text)).toEqual(expected);
  });
});
