// Async boundary: the federation runtime must negotiate shared singletons before any of them is imported.
import('./bootstrap');
