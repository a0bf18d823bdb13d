"""Wire the services and ask for the weavers."""
import services
from container import Container


def main():
    container = Container()
    for name in ("settings", "cartoon", "weavers"):
        container.register(name, getattr(services, name))
    print(container.resolve("weavers"))


if __name__ == "__main__":
    main()
