/** The catalogue module's face: what other parts of the server use of it (its routes are mounted by app.ts). */
export { createCardBuilder } from './cards';
export { createCatalogueChanges, type CatalogueChanges } from './change-signal';
export { createFavouritesRepository } from './favourites-repository';
export { createCatalogueRepository, productColumns } from './repository';
export { createCatalogueService, type CatalogueService } from './service';
