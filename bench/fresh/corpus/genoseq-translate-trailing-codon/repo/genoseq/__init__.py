"""genoseq: small DNA sequence helpers."""

from .align import consensus, hamming, identity, identity_table, mismatches
from .alphabet import clean, complement, is_palindrome, pairs, reverse_complement, unambiguous, validate
from .errors import SequenceError
from .fasta import Record, find_record, format_fasta, length_summary, parse_fasta
from .kmers import canonical, canonical_counts, kmer_counts, kmers, most_common
from .sites import ENZYMES, cut_positions, digest, find_sites, fragment_sizes
from .orfs import Orf, drop_nested, find_orfs, longest
from .stats import base_counts, gc_content, gc_skew, gc_windows, melting_temp
from .translate import CODONS, START, STOPS, codon_usage, translate

__all__ = [
    "CODONS", "ENZYMES", "START", "STOPS", "Orf", "Record", "SequenceError", "base_counts", "canonical",
    "canonical_counts", "clean", "consensus", "find_record", "fragment_sizes", "identity_table", "length_summary", "cut_positions", "digest", "find_sites", "codon_usage", "complement", "drop_nested", "find_orfs",
    "format_fasta", "gc_content", "gc_skew", "gc_windows", "hamming", "identity", "is_palindrome",
    "kmer_counts", "kmers", "longest", "melting_temp", "mismatches", "most_common", "pairs",
    "parse_fasta", "reverse_complement", "translate", "unambiguous", "validate",
]
