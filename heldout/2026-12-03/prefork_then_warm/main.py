from handlers import handle
from server import PreforkServer


def main():
    server = PreforkServer(handle)
    server.start()
    print("health", server.health_check())
    for line in server.wait():
        print(line)


if __name__ == "__main__":
    main()
