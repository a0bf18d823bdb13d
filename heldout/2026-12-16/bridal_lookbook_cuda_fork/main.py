from lookbook import Lookbook


if __name__ == "__main__":
    book = Lookbook("spring-bridal", pages=4)
    book.prepare()
    book.export_pages()
