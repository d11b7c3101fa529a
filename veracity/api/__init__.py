"""The network faces of the checker: Google-compatible REST and gRPC."""
