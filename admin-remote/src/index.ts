// Async boundary: the federation runtime negotiates the shared singletons before any of them is used.
import('./bootstrap');
