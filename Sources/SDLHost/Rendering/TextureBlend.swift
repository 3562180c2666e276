import CSDL2

/// How a texture's pixels are combined with the surface they are drawn onto.
///
/// Straight-alpha sources drawn with SDL's blend into a transparent target leave premultiplied
/// colour there (`rgb = src·a + dst·(1 − a)`, `alpha = a + dst·(1 − a)`). On the GPU renderers
/// group surfaces are kept that way and composited with `premultiplied`, so nothing is read
/// back to divide by alpha (MeasuredSDLFacts.md, "Group surfaces").
enum TextureBlend: Equatable {
    /// Copied over, alpha included: opaque textures at full opacity.
    case none
    /// Straight alpha over: SDL's `SDL_BLENDMODE_BLEND`.
    case straight
    /// Premultiplied over: `rgb = src + dst·(1 − srcA)`, `alpha = srcA + dstA·(1 − srcA)`.
    /// The tint must be premultiplied too (colour mod scaled by the alpha mod).
    case premultiplied
    /// Scales what is under by the source's alpha, colour and alpha alike: a coverage mask
    /// drawn this way cuts rounded corners out of a premultiplied surface.
    case coverage

    var mode: SDL_BlendMode {
        switch self {
        case .none: return SDL_BLENDMODE_NONE
        case .straight: return SDL_BLENDMODE_BLEND
        case .premultiplied:
            return SDL_ComposeCustomBlendMode(
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        case .coverage:
            return SDL_ComposeCustomBlendMode(
                SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
                SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
        }
    }
}
