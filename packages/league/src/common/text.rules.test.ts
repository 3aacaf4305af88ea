import { describe, expect, it } from 'vitest';
import { errorWithPrefix, searchKey } from './text.rules';

describe('searchKey', () => {
  it.each([
    ['Ángel Di María', 'angel di maria'],
    ['KVARATSKHELIA', 'kvaratskhelia'],
    ['Ødegaard', 'ødegaard'],
    ['  Çalhanoğlu   Hakan ', 'calhanoglu hakan'],
    ['Müller', 'muller'],
  ])('%s -> %s', (input, out) => expect(searchKey(input)).toBe(out));
});

describe('errorWithPrefix', () => {
  it.each<[string, string[], string]>([
    [
      'Error al guardar estadísticas',
      ['El partido ya tiene estadísticas cargadas.'],
      'Error al guardar estadísticas: El partido ya tiene estadísticas cargadas.',
    ],
    ['Error al ofertar: ', ['Subasta no encontrada.'], 'Error al ofertar: Subasta no encontrada.'],
    ['Error al confirmar la oferta:', ['Oferta ya confirmada.'], 'Error al confirmar la oferta: Oferta ya confirmada.'],
    ['Error en la Trasnferencia: ', ['Sin presupuesto.'], 'Error en la Trasnferencia: Sin presupuesto.'],
    ['Error al confirmar la subasta.', ['La subasta todavía no terminó.'], 'Error al confirmar la subasta. La subasta todavía no terminó.'],
    ['Error al crear la subasta: ', ['El monto es bajo.', 'El jugador no existe.'], 'Error al crear la subasta:\nEl monto es bajo.\nEl jugador no existe.'],
    ['Error al guardar estadísticas', ['Uno.', 'Dos.'], 'Error al guardar estadísticas:\nUno.\nDos.'],
    ['Error al obtener equipo:', [], 'Error al obtener equipo:'],
    ['Error al ofertar: ', ['  ', ''], 'Error al ofertar:'],
    ['', ['Solo el mensaje.'], 'Solo el mensaje.'],
    ['', ['Uno.', 'Dos.'], 'Uno.\nDos.'],
  ])('%o + %o', (prefix, messages, text) => expect(errorWithPrefix(prefix, messages)).toBe(text));
});
