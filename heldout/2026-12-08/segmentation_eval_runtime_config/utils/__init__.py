from .runtime import configure_runtime, load_config
