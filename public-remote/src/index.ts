// The async boundary: shared singletons (react, the store's libraries) negotiate before bootstrap runs.
import('./bootstrap');
