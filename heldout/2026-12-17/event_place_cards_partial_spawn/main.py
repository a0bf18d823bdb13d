from cards import card_renderer
from printer import print_cards

GUESTS = [{"name": "Ines", "table": 3}, {"name": "Tom", "table": 1}, {"name": "Yara", "table": 3}]

if __name__ == "__main__":
    for line in print_cards(card_renderer("{name} - table {table}"), GUESTS):
        print(line)
