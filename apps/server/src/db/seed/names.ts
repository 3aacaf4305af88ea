/** Word lists for the deterministic demo league. */
export const PRIMERA_TEAMS = [
  'Real Madrid', 'FC Barcelona', 'Manchester City', 'Bayern Múnich', 'Liverpool', 'Paris Saint-Germain', 'Inter de Milán',
  'Arsenal', 'Atlético de Madrid', 'Borussia Dortmund', 'Juventus', 'AC Milan', 'Bayer Leverkusen', 'Napoli',
];
export const SEGUNDA_TEAMS = [
  'Benfica', 'FC Porto', 'Ajax', 'PSV Eindhoven', 'Sporting CP', 'Tottenham', 'Chelsea', 'Manchester United',
  'AS Roma', 'Atalanta', 'Sevilla', 'Real Sociedad', 'Olympique de Marsella', 'RB Leipzig',
];
export const OUTSIDE_TEAMS = [
  'River Plate', 'Boca Juniors', 'Racing Club', 'Independiente', 'San Lorenzo', 'Estudiantes de La Plata', 'Vélez Sarsfield',
  'Flamengo', 'Palmeiras', 'Santos', 'Peñarol', 'Nacional', 'Colo-Colo', 'América', 'Galatasaray', 'Fenerbahçe',
  'Celtic', 'Rangers', 'Feyenoord', 'Club Brujas',
];
export const FIRST_NAMES = [
  'Lionel', 'Ángel', 'Julián', 'Enzo', 'Lautaro', 'Rodrigo', 'Alexis', 'Nicolás', 'Emiliano', 'Cristian', 'Gonzalo', 'Paulo',
  'Thiago', 'Facundo', 'Franco', 'Valentín', 'Matías', 'Agustín', 'Leandro', 'Germán', 'Exequiel', 'Giovani', 'Marcos', 'Nahuel',
  'Lucas', 'Santiago', 'Joaquín', 'Tomás', 'Federico', 'Diego', 'Sergio', 'Pablo', 'Iker', 'Álvaro', 'Dani', 'Pedri', 'Gavi',
  'Marco', 'Luca', 'Federico', 'Kylian', 'Antoine', 'Ousmane', 'Bruno', 'João', 'Rafael', 'Vinícius', 'Rodrygo', 'Gabriel',
  'Erling', 'Martin', 'Jude', 'Phil', 'Bukayo', 'Declan', 'Harry', 'Kevin', 'Jamal', 'Florian', 'Joshua', 'Leroy', 'Jan',
  'Mohamed', 'Achraf', 'Victor', 'Khvicha', 'Rasmus', 'Hakan', 'Luka', 'Mateo', 'Dušan', 'Sandro', 'Nicolò', 'Alessandro',
];
export const LAST_NAMES = [
  'Martínez', 'Fernández', 'González', 'Rodríguez', 'López', 'García', 'Pérez', 'Sánchez', 'Romero', 'Díaz', 'Álvarez',
  'Gómez', 'Acuña', 'Paredes', 'Otamendi', 'Molina', 'Montiel', 'Lisandro', 'Mac Allister', 'Palacios', 'Correa', 'Simeone',
  'Garnacho', 'Almada', 'Barco', 'Echeverri', 'Buonanotte', 'Carboni', 'Soulé', 'Medina', 'Balerdi', 'Senesi', 'Foyth',
  'Rulli', 'Musso', 'Benítez', 'Castro', 'Herrera', 'Suárez', 'Valverde', 'Araújo', 'Ugarte', 'Bentancur', 'Olmo', 'Morata',
  'Oyarzabal', 'Merino', 'Zubimendi', 'Cucurella', 'Carvajal', 'Rüdiger', 'Kimmich', 'Musiala', 'Wirtz', 'Havertz', 'Sané',
  'Saka', 'Rice', 'Foden', 'Kane', 'Bellingham', 'Haaland', 'Ødegaard', 'Salah', 'Hakimi', 'Osimhen', 'Kvaratskhelia',
  'Barella', 'Tonali', 'Bastoni', 'Chiesa', 'Dybala', 'Leão', 'Silva', 'Fernandes', 'Cancelo', 'Dias', 'Neves', 'Modrić',
  'Gvardiol', 'Vlahović', 'Milinković', 'Çalhanoğlu', 'Højlund', 'Mbappé', 'Griezmann', 'Dembélé', 'Tchouaméni', 'Camavinga',
];
export const MANAGER_NAMES = [
  'Tomás Ferreyra', 'Lucía Benítez', 'Martín Aguirre', 'Sofía Quiroga', 'Juan Pablo Ledesma', 'Camila Ríos', 'Diego Salvatierra',
  'Valentina Godoy', 'Federico Arce', 'Julieta Paz', 'Santiago Moyano', 'Florencia Vera', 'Nicolás Ibarra', 'Agustina Cabral',
  'Matías Ojeda', 'Micaela Sosa', 'Bruno Castaño', 'Rocío Medina', 'Gonzalo Peralta', 'Carolina Luna', 'Ignacio Villalba',
  'Milagros Funes', 'Ezequiel Domínguez', 'Paula Herrera', 'Leandro Acosta', 'Antonella Ruiz', 'Franco Suárez', 'Daniela Toledo',
];
