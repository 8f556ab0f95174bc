#!/bin/bash

__flashcards_cursor_index_in_current_word() {
    local remaining="${COMP_LINE}"

    local word
    for word in "${COMP_WORDS[@]::COMP_CWORD}"; do
        remaining="${remaining##*([[:space:]])"${word}"*([[:space:]])}"
    done

    local -ir index="$((COMP_POINT - ${#COMP_LINE} + ${#remaining}))"
    if [[ "${index}" -le 0 ]]; then
        printf 0
    else
        printf %s "${index}"
    fi
}

# positional arguments:
#
# - 1: the current (sub)command's count of positional arguments
#
# required variables:
#
# - repeating_flags: the repeating flags that the current (sub)command can accept
# - non_repeating_flags: the non-repeating flags that the current (sub)command can accept
# - repeating_options: the repeating options that the current (sub)command can accept
# - non_repeating_options: the non-repeating options that the current (sub)command can accept
# - positional_number: value ignored
# - unparsed_words: unparsed words from the current command line
#
# modified variables:
#
# - non_repeating_flags: remove flags for this (sub)command that are already on the command line
# - non_repeating_options: remove options for this (sub)command that are already on the command line
# - positional_number: set to the current positional number
# - unparsed_words: remove all flags, options, and option values for this (sub)command
__flashcards_offer_flags_options() {
    local -ir positional_count="${1}"
    positional_number=0

    local was_flag_option_terminator_seen=false
    local is_parsing_option_value=false

    local -ar unparsed_word_indices=("${!unparsed_words[@]}")
    local -i word_index
    for word_index in "${unparsed_word_indices[@]}"; do
        if "${is_parsing_option_value}"; then
            # This word is an option value:
            # Reset marker for next word iff not currently the last word
            [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]] && is_parsing_option_value=false
            unset "unparsed_words[${word_index}]"
            # Do not process this word as a flag or an option
            continue
        fi

        local word="${unparsed_words["${word_index}"]}"
        if ! "${was_flag_option_terminator_seen}"; then
            case "${word}" in
            --)
                unset "unparsed_words[${word_index}]"
                # by itself -- is a flag/option terminator, but if it is the last word, it is the start of a completion
                if [[ "${word_index}" -ne "${unparsed_word_indices[${#unparsed_word_indices[@]} - 1]}" ]]; then
                    was_flag_option_terminator_seen=true
                fi
                continue
                ;;
            -*)
                # ${word} is a flag or an option
                # If ${word} is an option, mark that the next word to be parsed is an option value
                local option
                for option in "${repeating_options[@]}" "${non_repeating_options[@]}"; do
                    [[ "${word}" = "${option}" ]] && is_parsing_option_value=true && break
                done

                # Remove ${word} from ${non_repeating_flags} or ${non_repeating_options} so it isn't offered again
                local not_found=true
                local -i index
                for index in "${!non_repeating_flags[@]}"; do
                    if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                        unset "non_repeating_flags[${index}]"
                        non_repeating_flags=("${non_repeating_flags[@]}")
                        not_found=false
                        break
                    fi
                done
                if "${not_found}"; then
                    for index in "${!non_repeating_flags[@]}"; do
                        if [[ "${non_repeating_flags[${index}]}" = "${word}" ]]; then
                            unset "non_repeating_flags[${index}]"
                            non_repeating_flags=("${non_repeating_flags[@]}")
                            break
                        fi
                    done
                fi
                unset "unparsed_words[${word_index}]"
                continue
                ;;
            esac
        fi

        # ${word} is neither a flag, nor an option, nor an option value
        if [[ "${positional_number}" -lt "${positional_count}" || "${positional_count}" -lt 0 ]]; then
            # ${word} is a positional
            ((positional_number++))
            unset "unparsed_words[${word_index}]"
        else
            if [[ -z "${word}" ]]; then
                # Could be completing a flag, option, or subcommand
                positional_number=-1
            else
                # ${word} is a subcommand or invalid, so stop processing this (sub)command
                positional_number=-2
            fi
            break
        fi
    done

    unparsed_words=("${unparsed_words[@]}")

    if\
        ! "${was_flag_option_terminator_seen}"\
        && ! "${is_parsing_option_value}"\
        && [[ ("${cur}" = -* && "${positional_number}" -ge 0) || "${positional_number}" -eq -1 ]]
    then
        COMPREPLY+=($(compgen -W "${repeating_flags[*]} ${non_repeating_flags[*]} ${repeating_options[*]} ${non_repeating_options[*]}" -- "${cur}"))
    fi
}

__flashcards_add_completions() {
    local completion
    while IFS='' read -r completion; do
        COMPREPLY+=("${completion}")
    done < <(IFS=$'\n' compgen "${@}" -- "${cur}")
}

__flashcards_custom_complete() {
    if [[ -n "${cur}" || -z ${COMP_WORDS[${COMP_CWORD}]} || "${COMP_LINE:${COMP_POINT}:1}" != ' ' ]]; then
        local -ar words=("${COMP_WORDS[@]}")
    else
        local -ar words=("${COMP_WORDS[@]::${COMP_CWORD}}" '' "${COMP_WORDS[@]:${COMP_CWORD}}")
    fi

    "${COMP_WORDS[0]}" "${@}" "${words[@]}"
}

_flashcards() {
    local state
    state="$(shopt -p;shopt -po)"
    trap "${state//$'\n'/;}" RETURN
    shopt -s extglob
    set +o history +o posix

    local -xr SAP_SHELL=bash
    local -x SAP_SHELL_VERSION
    SAP_SHELL_VERSION="$(IFS='.';printf %s "${BASH_VERSINFO[*]}")"
    local -r SAP_SHELL_VERSION

    local -r cur="${2}"
    local -r prev="${3}"

    local -i positional_number
    local -a unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")

    local -a repeating_flags=()
    local -a non_repeating_flags=(--version -h --help)
    local -a repeating_options=()
    local -a non_repeating_options=(--db --decks --player --color)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    play|review|history|stats|report|decks|sync|server|help)
        # Offer subcommand argument completions
        "_flashcards_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'play review history stats report decks sync server help' -- "${cur}"))
        ;;
    esac
}

_flashcards_play() {
    repeating_flags=()
    non_repeating_flags=(--reverse --strict --missed --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --count -c --seed --choices --retry --weakest)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--count'|'-c')
        return
        ;;
    '--seed')
        return
        ;;
    '--choices')
        return
        ;;
    '--retry')
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion play -- --retry "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    '--weakest')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion play -- positional@0 "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_flashcards_review() {
    repeating_flags=()
    non_repeating_flags=(--optimize --dry-run --list --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --new --limit --retention --parameters --format)
    __flashcards_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--new')
        return
        ;;
    '--limit')
        return
        ;;
    '--retention')
        return
        ;;
    '--parameters')
        return
        ;;
    '--format')
        __flashcards_add_completions -W 'table'$'\n''json'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion review -- positional@0 "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_flashcards_history() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __flashcards_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|show|export|delete)
        # Offer subcommand argument completions
        "_flashcards_history_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list show export delete' -- "${cur}"))
        ;;
    esac
}

_flashcards_history_list() {
    repeating_flags=()
    non_repeating_flags=(--all --all-players --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --deck --since --until --limit --format)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--deck')
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion history list -- --deck "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--limit')
        return
        ;;
    '--format')
        __flashcards_add_completions -W 'table'$'\n''json'$'\n''csv'
        return
        ;;
    esac
}

_flashcards_history_show() {
    repeating_flags=()
    non_repeating_flags=(--all-players --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --order --format)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--order')
        __flashcards_add_completions -W 'card'$'\n''played'
        return
        ;;
    '--format')
        __flashcards_add_completions -W 'table'$'\n''json'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion history show -- positional@0 "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_flashcards_history_export() {
    repeating_flags=()
    non_repeating_flags=(--all-players --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --format --deck --since --until --output)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--format')
        __flashcards_add_completions -W 'jsonl'$'\n''fsrs'
        return
        ;;
    '--deck')
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion history export -- --deck "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--output')
        __flashcards_add_completions -f
        return
        ;;
    esac
}

_flashcards_history_delete() {
    repeating_flags=()
    non_repeating_flags=(--all --all-players --yes -y --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color)
    __flashcards_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion history delete -- positional@0 "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_flashcards_stats() {
    repeating_flags=()
    non_repeating_flags=(--all-players --no-pager --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --deck --retention --format)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--deck')
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion stats -- --deck "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    '--retention')
        return
        ;;
    '--format')
        __flashcards_add_completions -W 'table'$'\n''json'
        return
        ;;
    esac
}

_flashcards_report() {
    repeating_flags=()
    non_repeating_flags=(--all-players --open --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --deck --since --until --output)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--deck')
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion report -- --deck "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    '--since')
        return
        ;;
    '--until')
        return
        ;;
    '--output')
        __flashcards_add_completions -f
        return
        ;;
    esac
}

_flashcards_decks() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __flashcards_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    list|check|import|export)
        # Offer subcommand argument completions
        "_flashcards_decks_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'list check import export' -- "${cur}"))
        ;;
    esac
}

_flashcards_decks_list() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac
}

_flashcards_decks_check() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color)
    __flashcards_offer_flags_options -1

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    *)
        __flashcards_add_completions -o plusdirs -fX '!*.@(deck|txt)'
        return
        ;;
    esac
}

_flashcards_decks_import() {
    repeating_flags=()
    non_repeating_flags=(--force --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --name --reverse-name --question --reverse-question --format --separator --card-separator --columns)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--name')
        return
        ;;
    '--reverse-name')
        return
        ;;
    '--question')
        return
        ;;
    '--reverse-question')
        return
        ;;
    '--format')
        __flashcards_add_completions -W 'auto'$'\n''anki'$'\n''quizlet'$'\n''csv'$'\n''tsv'
        return
        ;;
    '--separator')
        return
        ;;
    '--card-separator')
        return
        ;;
    '--columns')
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __flashcards_add_completions -f
        return
        ;;
    esac
}

_flashcards_decks_export() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --format --output)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--format')
        __flashcards_add_completions -W 'tsv'$'\n''csv'$'\n''anki'
        return
        ;;
    '--output')
        __flashcards_add_completions -f
        return
        ;;
    esac

    # Offer positional completions
    case "${positional_number}" in
    1)
        __flashcards_add_completions -W "$(__flashcards_custom_complete ---completion decks export -- positional@0 "${COMP_CWORD}" "$(__flashcards_cursor_index_in_current_word)")"
        return
        ;;
    esac
}

_flashcards_sync() {
    repeating_flags=()
    non_repeating_flags=(--all-players --to-new-server --yes -y --version -h --help)
    repeating_options=()
    non_repeating_options=(--db --decks --player --color --server)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--db')
        __flashcards_add_completions -f
        return
        ;;
    '--decks')
        __flashcards_add_completions -d
        return
        ;;
    '--player')
        return
        ;;
    '--color')
        __flashcards_add_completions -W 'auto'$'\n''always'$'\n''never'
        return
        ;;
    '--server')
        return
        ;;
    esac
}

_flashcards_server() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=()
    __flashcards_offer_flags_options 0

    # Offer subcommand / subcommand argument completions
    local -r subcommand="${unparsed_words[0]}"
    unset 'unparsed_words[0]'
    unparsed_words=("${unparsed_words[@]}")
    case "${subcommand}" in
    init|add-player|add-teacher|remove-player|classes|sessions|end-session)
        # Offer subcommand argument completions
        "_flashcards_server_${subcommand}"
        ;;
    *)
        # Offer subcommand completions
        COMPREPLY+=($(compgen -W 'init add-player add-teacher remove-player classes sessions end-session' -- "${cur}"))
        ;;
    esac
}

_flashcards_server_init() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--server)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--server')
        return
        ;;
    esac
}

_flashcards_server_add-player() {
    repeating_flags=()
    non_repeating_flags=(--password-stdin --version -h --help)
    repeating_options=(--class)
    non_repeating_options=(--server)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--class')
        return
        ;;
    '--server')
        return
        ;;
    esac
}

_flashcards_server_add-teacher() {
    repeating_flags=()
    non_repeating_flags=(--password-stdin --version -h --help)
    repeating_options=(--class)
    non_repeating_options=(--server)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--class')
        return
        ;;
    '--server')
        return
        ;;
    esac
}

_flashcards_server_remove-player() {
    repeating_flags=()
    non_repeating_flags=(--yes -y --version -h --help)
    repeating_options=()
    non_repeating_options=(--server)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--server')
        return
        ;;
    esac
}

_flashcards_server_classes() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--server)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--server')
        return
        ;;
    esac
}

_flashcards_server_sessions() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--server)
    __flashcards_offer_flags_options 0

    # Offer option value completions
    case "${prev}" in
    '--server')
        return
        ;;
    esac
}

_flashcards_server_end-session() {
    repeating_flags=()
    non_repeating_flags=(--version -h --help)
    repeating_options=()
    non_repeating_options=(--server)
    __flashcards_offer_flags_options 1

    # Offer option value completions
    case "${prev}" in
    '--server')
        return
        ;;
    esac
}

_flashcards_help() {
    repeating_flags=()
    non_repeating_flags=(--version)
    repeating_options=()
    non_repeating_options=()
    __flashcards_offer_flags_options -1
}

complete -o filenames -F _flashcards flashcards
