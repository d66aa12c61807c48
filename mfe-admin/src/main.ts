// Async boundary: shared singletons are negotiated by the federation runtime before bootstrap imports React.
import('./bootstrap');
