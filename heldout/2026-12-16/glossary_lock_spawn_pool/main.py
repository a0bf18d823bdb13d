from glossary import GLOSSARY_LOCK
from terms import check_terms


if __name__ == "__main__":
    files = [f"strings_{lang}.po" for lang in ("fr", "es", "pt", "it")]
    print(check_terms(files, GLOSSARY_LOCK))
