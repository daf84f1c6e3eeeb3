/** OpenStreetMap's standard tiles, the default when a call-out names none. */
export const osmTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The credit OpenStreetMap asks for, as leaflet attribution HTML. */
export const osmAttribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
