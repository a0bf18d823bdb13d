from service import serve

if __name__ == "__main__":
    print(serve(list(range(4))))
