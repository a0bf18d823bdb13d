from server import Server

if __name__ == "__main__":
    srv = Server()
    srv.start()
    srv.stop()
